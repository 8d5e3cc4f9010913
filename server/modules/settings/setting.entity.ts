import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/** One row per settings group (basic, image, currency, ...); values are checked by settings.definitions.ts. */
@Entity({ tableName: 'setting' })
export class Setting {
  @PrimaryKey({ type: 'string', length: 50 })
  group!: string;

  @Property({ type: 'json' })
  values: Record<string, unknown> & Opt = {};

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
