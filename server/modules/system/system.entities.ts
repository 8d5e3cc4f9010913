import { Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/**
 * State that must be shared by every server instance lives in PostgreSQL (DESIGN 3, scale-out):
 * generated secrets, revoked tokens, throttling counters and GraphQL cost buckets.
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

/**
 * A caller's GraphQL cost bucket (issue 23): `available` points as of `updatedAt`, refilled at the
 * caller's restore rate up to its size (below zero: a debt); each instance settles with it every
 * 150 ms (common/cost-bucket.ts).
 */
@Entity({ tableName: 'cost_bucket' })
export class CostBucket {
  @PrimaryKey({ type: 'string', length: 300 })
  key!: string;

  @Property({ type: 'double' })
  available!: number;

  /** Whether the last request found too few points (it was refused and charged nothing). */
  @Property({ type: 'boolean', default: false })
  refused: boolean & Opt = false;

  @Index()
  @Property({ type: 'datetime' })
  updatedAt!: Date;
}
