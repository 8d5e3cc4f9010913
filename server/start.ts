import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServerApp } from './app.js';
import type { AppConfig } from './config/env.js';
import { openDatabase, type Database } from './db/database.js';
import { seed } from './db/seed.js';
import { loadSecret } from './modules/system/secrets.js';

export interface RunningShop {
  url: string;
  db: Database;
  /** Set when ADMIN_PASSWORD was unset and the first admin account was created now. */
  generatedAdminPassword?: string;
  close(): Promise<void>;
}

/** config -> database (embedded or PostgreSQL) -> migrations -> seed -> schema -> HTTP. */
export async function startShop(config: AppConfig, options: { onQuery?: (sql: string) => void } = {}): Promise<RunningShop> {
  const db = await openDatabase(config, options.onQuery);
  try {
    const tokenSecret = await loadSecret(db.orm.em.fork(), 'token', config.tokenSecret);
    const seeded = await seed(db.orm, config);
    const { app, apollo } = await createServerApp(db.orm, { config, tokenSecret });
    const server: Server = await new Promise((resolve, reject) => {
      const listening = app.listen(config.port, (error?: Error) => (error ? reject(error) : resolve(listening)));
    });
    const { port } = server.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}`,
      db,
      generatedAdminPassword: seeded.generatedAdminPassword,
      async close() {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await apollo.stop();
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}
