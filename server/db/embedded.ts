import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/**
 * The embedded database: PGlite (PostgreSQL compiled to WebAssembly) kept in a folder, served on a
 * loopback socket so that the ordinary PostgreSQL driver talks to it exactly as to a real server.
 * PGlite has a single session, so whoever connects must use a pool of exactly one connection.
 */
export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export async function startEmbeddedDatabase(dataDir: string, port = 0): Promise<EmbeddedDatabase> {
  const dir = path.join(dataDir, 'pgdata');
  fs.mkdirSync(dir, { recursive: true });
  const db = await PGlite.create({ dataDir: dir, extensions: { pg_trgm } });
  const server = new PGLiteSocketServer({ db, port, host: '127.0.0.1', maxConnections: 1 });
  await server.start();
  const [, boundPort] = server.getServerConn().split(':');
  return {
    url: `postgresql://postgres@127.0.0.1:${boundPort}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
