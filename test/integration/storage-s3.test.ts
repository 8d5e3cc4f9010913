import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { loadConfig } from '../../server/config/env.js';
import { migrateMedia } from '../../server/storage/migrate-media.js';
import { storageFor } from '../../server/storage/index.js';
import { ADMIN_PASSWORD, TestShop } from '../support/shop.js';
import { startS3 } from '../support/s3-stand-in.js';

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

function form(field: string, data: Buffer, filename: string, type: string): FormData {
  const body = new FormData();
  body.append(field, new Blob([data], { type }), filename);
  return body;
}

const fresh = { connection: 'close' };

describe('object storage: the s3 driver against an S3-compatible server on loopback (issue 24)', () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-s3-data-'));
    dirs.push(dir);
    return dir;
  };
  beforeAll(async () => {
    s3 = await startS3();
  });
  afterAll(async () => {
    await s3?.stop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('puts, reads as a stream with an ETag, answers not-modified, deletes', async () => {
    const storage = storageFor(loadConfig({ ...s3.env, ADMIN_PASSWORD }));
    expect(storage.driver).toBe('s3');
    await storage.put('uploads/test/a.png', PNG_1X1, { contentType: 'image/png' });
    expect(await storage.stat('uploads/test/a.png')).toEqual({ size: PNG_1X1.length });
    const file = await storage.read('uploads/test/a.png');
    if (!file || file === 'not-modified') throw new Error('expected the file');
    expect(file.contentType).toBe('image/png');
    expect(file.etag).toMatch(/^".+"$/);
    const chunks: Buffer[] = [];
    for await (const chunk of file.body) chunks.push(Buffer.from(chunk as Uint8Array));
    expect(Buffer.concat(chunks)).toEqual(PNG_1X1);
    expect(await storage.read('uploads/test/a.png', { ifNoneMatch: file.etag })).toBe('not-modified');
    expect(await storage.readBuffer('uploads/test/a.png')).toEqual(PNG_1X1);
    await storage.delete('uploads/test/a.png');
    expect(await storage.read('uploads/test/a.png')).toBeNull();
    expect(await storage.stat('uploads/test/a.png')).toBeNull();
    expect(() => storage.publicUrl('uploads/../private/merchant.pem')).toThrow();
  });

  it('an upload taken by one instance goes to the bucket (not DATA_DIR) and is served by another, with ETag and immutable caching', async () => {
    const first = await TestShop.start({ ...s3.env, DATA_DIR: tempDir(), PUBLIC_URL: 'https://shop.example.com' });
    const second = await TestShop.start({ ...s3.env, DATA_DIR: tempDir(), MEDIA_PUBLIC_URL: 'https://cdn.example.com/media/' });
    try {
      const upload = await first.rest('POST', '/api/admin/upload', form('image', PNG_1X1, 'dot.png', 'image/png'), await first.adminToken());
      expect(upload.status).toBe(200);
      const { path: stored, url } = upload.body as { path: string; url: string };
      expect(stored).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}-1x1\.png$/);
      expect(url).toBe(`https://shop.example.com${stored}`);
      expect(fs.existsSync(path.join(first.config.dataDir, 'uploads'))).toBe(false);

      for (const shop of [first, second]) {
        const answer = await fetch(`${shop.url}${stored}`, { headers: fresh });
        expect(answer.status).toBe(200);
        expect(Buffer.from(await answer.arrayBuffer())).toEqual(PNG_1X1);
        expect(answer.headers.get('content-type')).toBe('image/png');
        expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(answer.headers.get('content-security-policy')).toContain('sandbox');
        const etag = answer.headers.get('etag')!;
        expect(etag).toBeTruthy();
        const again = await fetch(`${shop.url}${stored}`, { headers: { ...fresh, 'if-none-match': etag } });
        expect(again.status).toBe(304);
      }
      expect((await fetch(`${second.url}/uploads/2000/01/nothing.png`, { headers: fresh })).status).toBe(404);
      expect((await fetch(`${second.url}/uploads/..%2fprivate%2fmerchant.pem`, { headers: fresh })).status).toBe(404);

      // With MEDIA_PUBLIC_URL, pictures are addressed there (a CDN or the bucket), not at the shop.
      const upload2 = await second.rest('POST', '/api/admin/upload', form('image', PNG_1X1, 'dot.png', 'image/png'), await second.adminToken());
      expect(upload2.body.url).toBe(`https://cdn.example.com/media${upload2.body.path}`);
    } finally {
      await second.close();
      await first.close();
    }
  });

  it('npm run media:migrate copies local uploads into the bucket and makes missing variants; a second run does nothing', async () => {
    const dataDir = tempDir();
    fs.mkdirSync(path.join(dataDir, 'uploads', '2026', '01'), { recursive: true });
    // One picture wide enough for the 320 and 640 px variants; two.png (1x1) reaches none.
    const picture = await sharp({ create: { width: 700, height: 300, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    fs.writeFileSync(path.join(dataDir, 'uploads', '2026', '01', 'one.png'), picture);
    fs.writeFileSync(path.join(dataDir, 'uploads', '2026', '01', 'two.png'), Buffer.concat([PNG_1X1, PNG_1X1]));
    fs.writeFileSync(path.join(dataDir, 'uploads', '2026', '01', 'half.png.abcd.tmp'), 'partial');
    const config = loadConfig({ ...s3.env, ADMIN_PASSWORD, DATA_DIR: dataDir });
    fs.writeFileSync(path.join(dataDir, 'uploads', '2026', '01', 'broken.png'), PNG_1X1.subarray(0, 40));
    expect(await migrateMedia(config)).toEqual({ copied: 3, present: 0, variants: 1 });
    expect(await migrateMedia(config)).toEqual({ copied: 0, present: 3, variants: 0 });
    expect(await storageFor(config).readBuffer('uploads/2026/01/two.png')).toEqual(Buffer.concat([PNG_1X1, PNG_1X1]));
    expect(await storageFor(config).stat('uploads/2026/01/one.png.w640.webp')).not.toBeNull();
    expect(await storageFor(config).stat('uploads/2026/01/half.png.abcd.tmp')).toBeNull();
    // With the local driver it makes the missing variants in DATA_DIR, once.
    const local = loadConfig({ ADMIN_PASSWORD, DATA_DIR: dataDir });
    expect(await migrateMedia(local)).toEqual({ copied: 0, present: 0, variants: 1 });
    expect(fs.existsSync(path.join(dataDir, 'uploads', '2026', '01', 'one.png.w640.webp'))).toBe(true);
    expect(['one.png.w1280.webp', 'two.png.w320.webp'].map((name) => fs.existsSync(path.join(dataDir, 'uploads', '2026', '01', name)))).toEqual([false, false]);
    expect(await migrateMedia(local)).toEqual({ copied: 0, present: 0, variants: 0 });
  });

  it('refuses an s3 configuration without a bucket or keys, naming the variable', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ STORAGE_DRIVER: 's3', S3_BUCKET: 'shop-media' })).toThrow(/S3_ACCESS_KEY_ID/);
    expect(() => loadConfig({ STORAGE_DRIVER: 'ftp' })).toThrow(/STORAGE_DRIVER/);
  });
});
