import fs from 'node:fs';
import path from 'node:path';
import { TestShop } from '../support/shop.js';
import { mediaFixture, PNG_1X1, JPEG_HEADER, form, rawGet } from './media-fixtures.js';

const media = mediaFixture();
let shop: TestShop;
let dataDir: string;
let uploads: string;
let token: string;
beforeAll(() => {
  ({ shop, dataDir, uploads, token } = media);
});

describe('media: image uploads serving /uploads', () => {
  it('serves an uploaded file at its path with its bytes, type and a long cache', async () => {
    const uploaded = await shop.rest('POST', '/api/admin/upload', form('image', PNG_1X1, 'pixel.png', 'image/png'), token);
    expect(uploaded.status).toBe(200);
    const response = await fetch(`${shop.url}${uploaded.body.path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toMatch(/max-age=31536000/);
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await response.arrayBuffer()).equals(PNG_1X1)).toBe(true);

    const jpeg = await shop.rest('POST', '/api/admin/upload', form('image', JPEG_HEADER, 'x.png', 'image/png'), token);
    const served = await fetch(`${shop.url}${jpeg.body.path}`);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });

  it('answers 404, not the web app, for a missing file, a folder or a path leaving the folder', async () => {
    fs.mkdirSync(uploads, { recursive: true });
    fs.writeFileSync(path.join(uploads, '.secret'), 'hidden');
    for (const raw of [
      '/uploads/../package.json',
      '/uploads/%2e%2e/package.json',
      '/uploads/..%2fpackage.json',
      '/uploads/%2e%2e%2f%2e%2e%2fpackage.json',
      '/uploads/2000/01/nothing.png',
      '/uploads/',
      '/uploads',
      `/uploads/${new Date().getUTCFullYear()}`,
      `/uploads/${new Date().getUTCFullYear()}/`,
      '/uploads/.secret',
    ]) {
      const answer = await rawGet(shop.url, raw);
      expect({ raw, status: answer.status }).toEqual({ raw, status: 404 });
      expect(answer.body).not.toContain('"name": "shop"');
      expect(answer.body).not.toContain('hidden');
      expect(answer.type).toMatch(/^application\/json/);
    }
  });

  it('is read-only', async () => {
    const uploaded = await shop.rest('POST', '/api/admin/upload', form('image', PNG_1X1, 'pixel.png', 'image/png'), token);
    for (const method of ['PUT', 'DELETE', 'POST']) {
      const response = await fetch(`${shop.url}${uploaded.body.path}`, {
        method,
        body: method === 'DELETE' ? undefined : 'x',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
    }
    expect(fs.readFileSync(path.join(dataDir, uploaded.body.path)).equals(PNG_1X1)).toBe(true);
  });
});
