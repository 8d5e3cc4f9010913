import { Entity, Property, type Opt } from '@mikro-orm/core';
import { BaseEntity } from '../../common/base.entity.js';

/**
 * Where the product feed is pushed (an agent platform's ACP Feed API, `PATCH {url}` with
 * `UpsertProductsRequest`) and how the pushes went. One row (id 1), made when first saved.
 */
@Entity({ tableName: 'product_feed_push' })
export class ProductFeedPush extends BaseEntity {
  /** The platform's `/feeds/{id}/products` address; null: nothing is pushed. */
  @Property({ type: 'string', length: 2000, nullable: true })
  url?: string | null;

  /** The platform's Bearer credential, sent as is: never answered (write-only in the back office). */
  @Property({ type: 'string', length: 1000, nullable: true, hidden: true })
  token?: string | null;

  /**
   * Every change written before this time has been pushed (null: nothing yet, the next push sends the
   * whole catalogue). A push looks for changes from a little before it (PUSH_OVERLAP_MS) to catch
   * transactions that committed after it read.
   */
  @Property({ type: 'datetime', nullable: true })
  pushedUpTo?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  lastAttemptAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  lastSuccessAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  lastErrorAt?: Date | null;

  /** What the platform answered (status and excerpt) or why nothing reached it; cleared by a success. */
  @Property({ type: 'string', length: 1000, nullable: true })
  lastError?: string | null;

  /** Products sent by the last successful push. */
  @Property({ type: 'integer', default: 0 })
  lastPushedCount: number & Opt = 0;

  /** Failed attempts since the last success. */
  @Property({ type: 'integer', default: 0 })
  failedAttempts: number & Opt = 0;
}
