import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * State that must be shared by every server instance lives in PostgreSQL (DESIGN 3, scale-out):
 * generated secrets, revoked tokens and throttling counters.
 */
@Entity({ tableName: 'app_secret' })
export class AppSecret {
  @PrimaryKey({ type: 'string', length: 50 })
  name!: string;

  @Property({ type: 'text' })
  value!: string;
}

/** A token that was logged out before it expired; kept until its expiry. */
@Entity({ tableName: 'revoked_token' })
export class RevokedToken {
  @PrimaryKey({ type: 'string', length: 64 })
  jti!: string;

  @Index()
  @Property({ type: 'datetime' })
  expiresAt!: Date;
}

/** A fixed-window counter, e.g. failed logins per account and address, with an optional wait (blockedUntil). */
@Entity({ tableName: 'throttle' })
export class Throttle {
  @PrimaryKey({ type: 'string', length: 300 })
  key!: string;

  @Property({ type: 'datetime' })
  windowStart!: Date;

  @Property({ type: 'integer' })
  hits!: number;

  /** Login failures: no further attempt under this key before this time (the growing delay). */
  @Property({ type: 'datetime', nullable: true })
  blockedUntil?: Date | null;
}
