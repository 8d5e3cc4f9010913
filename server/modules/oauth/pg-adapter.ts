import type { MikroORM } from '@mikro-orm/postgresql';
import { run } from '../../common/sql.js';
import {
  consumeRecord,
  destroyRecord,
  findRecord,
  findRecordByUid,
  findRecordByUserCode,
  purgeExpiredRecords,
  revokeGrantRecords,
  upsertRecord,
  type RecordRow,
} from './oauth.sql.js';

/** About one save in this many also deletes what has expired, so the table stays small without a job. */
const PURGE_EVERY = 100;

type Payload = Record<string, unknown>;

/** oidc-provider's adapter interface: one instance per model (Client, Grant, AccessToken...). */
export interface OidcAdapter {
  upsert(id: string, payload: Payload, expiresIn?: number): Promise<void>;
  find(id: string): Promise<Payload | undefined>;
  findByUserCode(userCode: string): Promise<Payload | undefined>;
  findByUid(uid: string): Promise<Payload | undefined>;
  consume(id: string): Promise<void>;
  destroy(id: string): Promise<void>;
  revokeByGrantId(grantId: string): Promise<void>;
}

/** The payload as oidc-provider saved it, with `consumed` (seconds) when it was used. */
function payloadOf(row: RecordRow | undefined): Payload | undefined {
  if (!row) return undefined;
  return row.consumed_at ? { ...row.payload, consumed: Math.floor(new Date(row.consumed_at).getTime() / 1000) } : row.payload;
}

/**
 * The authorization server's storage on PostgreSQL (table oauth_record): every instance shares the
 * clients, interactions, grants, codes and tokens, and a restart loses none. Each call is one statement
 * on a fork of its own (oidc-provider runs outside any request's unit of work).
 */
export function pgAdapter(orm: MikroORM): new (kind: string) => OidcAdapter {
  const em = () => orm.em.fork();
  return class PgAdapter implements OidcAdapter {
    constructor(private readonly kind: string) {}

    async upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
      const text = (value: unknown) => (typeof value === 'string' ? value : null);
      const seconds = typeof expiresIn === 'number' && Number.isFinite(expiresIn) ? Math.ceil(expiresIn) : null;
      await run(em(), upsertRecord, [this.kind, id, JSON.stringify(payload), text(payload.grantId), text(payload.uid), text(payload.userCode), seconds]);
      if (Math.random() * PURGE_EVERY < 1) await run(em(), purgeExpiredRecords);
    }

    async find(id: string): Promise<Payload | undefined> {
      return payloadOf((await run(em(), findRecord, [this.kind, id]))[0]);
    }

    async findByUid(uid: string): Promise<Payload | undefined> {
      return payloadOf((await run(em(), findRecordByUid, [this.kind, uid]))[0]);
    }

    async findByUserCode(userCode: string): Promise<Payload | undefined> {
      return payloadOf((await run(em(), findRecordByUserCode, [this.kind, userCode]))[0]);
    }

    async consume(id: string): Promise<void> {
      await run(em(), consumeRecord, [this.kind, id]);
    }

    async destroy(id: string): Promise<void> {
      await run(em(), destroyRecord, [this.kind, id]);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await run(em(), revokeGrantRecords, [grantId]);
    }
  };
}
