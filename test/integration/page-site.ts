import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { shopPage } from '../../server/shop-page.js';
import type { TestShop } from '../support/shop.js';

export interface PageSite {
  url: string;
  /** Stops the server and removes the template's folder. */
  close(): Promise<void>;
}

/**
 * The shop's page (server/shop-page.ts) served from `template` on a port of its own, with `before`'s
 * routes first: what a browser's first answer holds, without building the web app.
 */
export async function pageSite(shop: TestShop, template: string, before?: (app: express.Express) => void): Promise<PageSite> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-page-'));
  const index = path.join(dir, 'index.html');
  fs.writeFileSync(index, template);
  const app = express();
  before?.(app);
  app.get('/{*path}', shopPage(shop.running.db.orm, shop.config, index));
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
