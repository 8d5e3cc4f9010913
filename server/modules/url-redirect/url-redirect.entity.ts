import { Entity, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../common/base.entity.js';

/**
 * An old storefront url of a record that changed its url (kind `page`, `product`, `category`...): the
 * old address answers 301 to the current one. Always points at the current url (no chains, no loops).
 */
@Entity({ tableName: 'url_redirect' })
@Unique({ properties: ['kind', 'fromUrl'] })
export class UrlRedirect extends BaseEntity {
  @Property({ type: 'string', length: 40 })
  kind!: string;

  @Property({ type: 'string', length: 255 })
  fromUrl!: string;

  @Property({ type: 'string', length: 255 })
  toUrl!: string;
}
