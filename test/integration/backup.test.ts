import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../server/config/env.js';
import { BackupError, backup, restore } from '../../server/ops/backup.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, TestShop } from '../support/shop.js';
import { migratedEmbeddedDataDir } from '../support/embedded-template.js';
import { scratchDatabase } from '../support/scratch-database.js';
import { anAddress, checkoutMethods, inventoryQuantity, sellable, sellingWarehouse } from './order-fixtures.js';

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const fresh = { connection: 'close' };

describe('backup and restore of the embedded database (issue 24)', () => {
  it('dumps the stopped embedded database with its files and restores them into a new DATA_DIR', async () => {
    // The shop to back up starts on a copy of the run's migrated embedded database; the restore goes
    // into an empty DATA_DIR, as restore() demands.
    const dataDir = await migratedEmbeddedDataDir('shop-backup-embedded-');
    const restoredDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-restore-embedded-'));
    try {
      const shop = await TestShop.start({ DATABASE_URL: '', DATA_DIR: dataDir, DB_POOL_SIZE: '1' });
      const form = new FormData();
      form.append('image', new Blob([PNG_1X1], { type: 'image/png' }), 'dot.png');
      const upload = await shop.rest('POST', '/api/admin/upload', form, await shop.adminToken());
      const config = shop.config;
      await shop.close();
      const archive = path.join(dataDir, '..', `${path.basename(dataDir)}.backup`);
      // The picture alone: a 1x1 picture reaches no WebP variant width (320, 640, 1280), so it has none.
      expect(await backup(config, archive)).toMatchObject({ database: 'embedded', files: 1 });
      const restoredConfig = loadConfig({ DATABASE_URL: '', DATA_DIR: restoredDir, ADMIN_PASSWORD });
      await restore(restoredConfig, archive);
      await expect(restore(restoredConfig, archive)).rejects.toThrow(/not empty/);
      expect(fs.readFileSync(path.join(restoredDir, ...upload.body.path.split('/').filter(Boolean)))).toEqual(PNG_1X1);
      const restored = await TestShop.start({ DATABASE_URL: '', DATA_DIR: restoredDir, DB_POOL_SIZE: '1' });
      try {
        const [login, picture] = await Promise.all([
          restored.rest('POST', '/api/admin/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
          fetch(`${restored.url}${upload.body.path}`, { headers: fresh }),
        ]);
        expect(login.status).toBe(200);
        expect(picture.status).toBe(200);
      } finally {
        await restored.close();
      }
      fs.rmSync(archive, { force: true });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(restoredDir, { recursive: true, force: true });
    }
  }, 180_000);
});

describe('backup and restore (issue 24)', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-test-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('backs up a shop with orders, stock movements and pictures; restores it into a fresh database that serves the same', async () => {
    // The restore's empty database is made while the shop starts.
    const [shop, target] = await Promise.all([TestShop.start({ DATA_DIR: tempDir() }), scratchDatabase('restore')]);
    try {
      // A shop with an order (stock taken, history written) and an uploaded picture.
      const [methods, warehouse] = await Promise.all([checkoutMethods(shop), sellingWarehouse(shop)]);
      const shirt = await sellable(shop, { stock: { [warehouse]: 10 }, price: '120.00' });
      const cart = await shop.rest('POST', '/api/cart/item', { stock_id: shirt.stockId, quantity: 3 });
      const placed = await shop.rest('POST', '/api/checkout', {
        cart_id: cart.body.cart_id,
        email: 'backup.buyer@example.com',
        shipping_method_id: methods.shipping,
        payment_method_id: methods.cod,
        shipping_address: anAddress(),
      });
      expect(placed.status).toBe(201);
      const inventoryId = shirt.inventories.get(warehouse)!;
      expect(await inventoryQuantity(shop, inventoryId)).toBe(7);
      const form = new FormData();
      form.append('image', new Blob([PNG_1X1], { type: 'image/png' }), 'dot.png');
      const upload = await shop.rest('POST', '/api/admin/upload', form, await shop.adminToken());
      expect(upload.status).toBe(200);

      const archive = path.join(tempDir(), 'shop.backup');
      const manifest = await backup(shop.config, archive);
      expect(manifest).toMatchObject({ database: 'postgresql', files: expect.any(Number) });
      expect(manifest.files).toBeGreaterThanOrEqual(1);

      // The restored shop is a dedicated server of the worker's (TestShop.start(env)): startShop imported
      // here loaded the server's whole module graph into this file's registry.
      const restoredEnv = { DATABASE_URL: target.url, DATA_DIR: tempDir(), SEED_DEMO: '0', JOB_WORKERS: '0' };
      const restoredConfig = loadConfig({ ...restoredEnv, PORT: '0', ADMIN_EMAIL, ADMIN_PASSWORD, LOG_LEVEL: 'warn' });
      await restore(restoredConfig, archive);
      // A second restore finds the database full and refuses, changing nothing.
      const refused = restore(restoredConfig, archive);
      await expect(refused).rejects.toThrow(BackupError);
      await expect(refused).rejects.toThrow(/not empty/);

      const restored = await TestShop.start(restoredEnv);
      try {
        const order = await fetch(`${restored.url}/api/order/number/${placed.body.order_number}?access_key=${placed.body.access_key}`, { headers: fresh });
        expect(order.status).toBe(200);
        expect(await order.json()).toMatchObject({ email: 'backup.buyer@example.com', grand_total: '390.00', order_number: placed.body.order_number });
        const em = restored.em;
        const [stock] = await em.execute<{ quantity: number }[]>('select quantity from inventory where id = ?', [inventoryId]);
        expect(Number(stock.quantity)).toBe(7);
        const history = await em.execute<{ quantity: number }[]>('select quantity from inventory_history where inventory_id = ?', [inventoryId]);
        expect(history.map((row) => Number(row.quantity))).toEqual([-3]);
        const picture = await fetch(`${restored.url}${upload.body.path}`, { headers: fresh });
        expect(picture.status).toBe(200);
        expect(Buffer.from(await picture.arrayBuffer())).toEqual(PNG_1X1);
      } finally {
        await restored.close();
      }
    } finally {
      await shop.close();
      await target.drop();
    }
  });

  it('refuses an archive that is not a backup', async () => {
    const file = path.join(tempDir(), 'not-a-backup.tar');
    fs.writeFileSync(path.join(path.dirname(file), 'manifest.json'), '{"format":"other"}');
    const { execFileSync } = await import('node:child_process');
    execFileSync('tar', ['-cf', file, '-C', path.dirname(file), 'manifest.json']);
    await expect(restore(loadConfig({ DATABASE_URL: process.env.DATABASE_URL, ADMIN_PASSWORD, DATA_DIR: tempDir() }), file)).rejects.toThrow(/not a backup/);
  });
});
