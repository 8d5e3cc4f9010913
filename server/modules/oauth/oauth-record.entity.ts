import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * One object of the OAuth authorization server (oidc-provider's adapter, pg-adapter.ts): a registered
 * client, an interaction, a session, a grant, an authorization code, an access or refresh token. Kept
 * in PostgreSQL so that every instance behind the load balancer sees the same ones and a restart keeps
 * them. `payload` is oidc-provider's own document; the other columns are its lookups.
 */
@Entity({ tableName: 'oauth_record' })
export class OAuthRecord {
  /** oidc-provider's model name: Client, Grant, AccessToken, RefreshToken, AuthorizationCode, Interaction, Session... */
  @PrimaryKey({ type: 'string', length: 40 })
  kind!: string;

  @PrimaryKey({ type: 'string', length: 255 })
  id!: string;

  @Property({ type: 'json' })
  payload!: Record<string, unknown>;

  /** Everything issued under one grant goes when the grant is revoked. */
  @Index()
  @Property({ type: 'string', length: 255, nullable: true })
  grantId?: string | null;

  /** A session's uid (the cookie holds it). */
  @Index()
  @Property({ type: 'string', length: 255, nullable: true })
  uid?: string | null;

  @Property({ type: 'string', length: 255, nullable: true })
  userCode?: string | null;

  /** Null: kept until destroyed (registered clients). */
  @Index()
  @Property({ type: 'datetime', nullable: true })
  expiresAt?: Date | null;

  /** Set when a one-time object (an authorization code, a rotated refresh token) was used. */
  @Property({ type: 'datetime', nullable: true })
  consumedAt?: Date | null;
}
