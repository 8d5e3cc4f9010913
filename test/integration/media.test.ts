import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { TestShop, unique } from '../support/shop.js';
import { mediaFixture, PNG_1X1, JPEG_HEADER, GIF_1X1, WEBP_HEADER, pngHeader, SVG, MB, MESSAGES, form, filesUnder, rawGet } from './media-fixtures.js';

const media = mediaFixture();
const { gqlUpload } = media;
let shop: TestShop;
let dataDir: string;
let uploads: string;
let token: string;
beforeAll(() => {
  ({ shop, dataDir, uploads, token } = media);
});

describe('media: image uploads POST /api/admin/upload', () => {
  it('stores a PNG under a generated name and answers its path', async () => {
    const before = filesUnder(uploads);
    const answer = await shop.rest('POST', '/api/admin/upload', form('image', PNG_1X1, '../../my holiday.png', 'image/png'), token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      path: expect.stringMatching(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}-1x1\.png$/),
      url: expect.stringMatching(/^https:\/\/shop\.example\.com\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}-1x1\.png$/),
      width: 1,
      height: 1,
      size: PNG_1X1.length,
      mime_type: 'image/png',
    });
    expect(answer.body.url).toBe(`https://shop.example.com${answer.body.path}`);
    const now = new Date();
    expect(answer.body.path.startsWith(`/uploads/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/`)).toBe(true);
    // The file is in DATA_DIR/uploads, with the bytes sent, and nothing else was written: a 1x1 picture
    // reaches no variant width, so it gets no WebP copies.
    const stored = path.join(dataDir, answer.body.path);
    expect(fs.readFileSync(stored).equals(PNG_1X1)).toBe(true);
    expect(filesUnder(uploads)).toEqual([...before, path.relative(uploads, stored)].sort());
  });

  it('makes the 320, 640 and 1280 px WebP variants the original reaches beside it, never enlarged', async () => {
    const picture = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#c04020' } })
      .jpeg()
      .toBuffer();
    const answer = await shop.rest('POST', '/api/admin/upload', form('image', picture, 'wide.jpg', 'image/jpeg'), token);
    expect(answer.status).toBe(200);
    for (const width of [320, 640, 1280]) {
      const served = await fetch(`${shop.url}${answer.body.path}.w${width}.webp`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, width / 2]);
    }
    const small = await sharp({ create: { width: 500, height: 400, channels: 4, background: '#00000000' } })
      .png()
      .toBuffer();
    const smallAnswer = await shop.rest('POST', '/api/admin/upload', form('image', small, 'small.png', 'image/png'), token);
    expect(smallAnswer.body.path).toMatch(/-500x400\.png$/);
    const largest = await sharp(path.join(dataDir, `${smallAnswer.body.path}.w320.webp`)).metadata();
    expect([largest.width, largest.height]).toEqual([320, 256]);
    expect([640, 1280].map((width) => fs.existsSync(path.join(dataDir, `${smallAnswer.body.path}.w${width}.webp`)))).toEqual([false, false]);
    expect((await fetch(`${shop.url}${smallAnswer.body.path}.w640.webp`)).status).toBe(404);
  });

  it('makes the variants of a picture stored before variants existed at its first request', async () => {
    const folder = path.join(uploads, '2020', '01');
    fs.mkdirSync(folder, { recursive: true });
    const name = `${unique('old').replace(/[^a-z0-9]/gi, '')}.png`;
    fs.writeFileSync(
      path.join(folder, name),
      await sharp({ create: { width: 900, height: 900, channels: 3, background: '#208040' } })
        .png()
        .toBuffer(),
    );
    const served = await fetch(`${shop.url}/uploads/2020/01/${name}.w640.webp`);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(640);
    expect(fs.existsSync(path.join(folder, `${name}.w320.webp`))).toBe(true);
    expect((await fetch(`${shop.url}/uploads/2020/01/${name}.w641.webp`)).status).toBe(404);
    expect((await fetch(`${shop.url}/uploads/2020/01/missing.png.w640.webp`)).status).toBe(404);
  });

  it('takes the type from the content: a JPEG named .png is stored as .jpg', async () => {
    const answer = await shop.rest('POST', '/api/admin/upload', form('image', JPEG_HEADER, 'photo.png', 'image/png'), token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ mime_type: 'image/jpeg', width: 64, height: 32, size: JPEG_HEADER.length });
    expect(answer.body.path).toMatch(/\.jpg$/);
  });

  it('accepts GIF and WebP pictures, and the field name `file`', async () => {
    const gif = await shop.rest('POST', '/api/admin/upload', form('image', GIF_1X1, 'a.gif', 'image/gif'), token);
    expect(gif.status).toBe(200);
    expect(gif.body).toMatchObject({ mime_type: 'image/gif', width: 1, height: 1 });
    expect(gif.body.path).toMatch(/\.gif$/);
    const webp = await shop.rest('POST', '/api/admin/upload', form('file', WEBP_HEADER, 'b.webp', 'application/octet-stream'), token);
    expect(webp.status).toBe(200);
    expect(webp.body).toMatchObject({ mime_type: 'image/webp', width: 300, height: 200 });
    expect(webp.body.path).toMatch(/\.webp$/);
  });

  it('refuses a text file named .png with the image type, and writes nothing', async () => {
    const before = filesUnder(uploads);
    const answer = await shop.rest('POST', '/api/admin/upload', form('image', Buffer.from('just some text, not a picture'), 'fake.png', 'image/png'), token);
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({ message: 'Please make sure all fields are filled in correctly', errors: { image: [MESSAGES.notImage] } });
    expect(filesUnder(uploads)).toEqual(before);
  });

  it('refuses a picture over 10,000 pixels a side or 40 megapixels, and writes nothing', async () => {
    const before = filesUnder(uploads);
    for (const [width, height] of [
      [30000, 30000],
      [8000, 6000],
      [10001, 10],
      [200000, 1],
    ]) {
      const answer = await shop.rest('POST', '/api/admin/upload', form('image', pngHeader(width, height), 'huge.png', 'image/png'), token);
      expect([width, height, answer.status, answer.body.errors]).toEqual([width, height, 422, { image: [MESSAGES.tooManyPixels] }]);
    }
    // A JPEG that ends before any frame header says no size at all: no picture either.
    const sizeless = await shop.rest('POST', '/api/admin/upload', form('image', Buffer.from([0xff, 0xd8, 0xff, 0xd9]), 'x.jpg', 'image/jpeg'), token);
    expect(sizeless.body.errors).toEqual({ image: [MESSAGES.notImage] });
    const viaGraphql = await gqlUpload({ data: pngHeader(30000, 30000), filename: 'huge.png', type: 'image/png' });
    expect(viaGraphql.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', errors: { file: MESSAGES.tooManyPixels } });
    expect(filesUnder(uploads)).toEqual(before);
    // At the limits: 10,000 x 4,000 is 40 megapixels exactly.
    const edge = await shop.rest('POST', '/api/admin/upload', form('image', pngHeader(10000, 4000), 'edge.png', 'image/png'), token);
    expect(edge.status).toBe(200);
    expect(edge.body).toMatchObject({ width: 10000, height: 4000 });
  });

  it('refuses an SVG (it can carry script)', async () => {
    const answer = await shop.rest('POST', '/api/admin/upload', form('image', SVG, 'logo.svg', 'image/svg+xml'), token);
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ image: [MESSAGES.notImage] });
  });

  it('refuses a picture over 5 MB, and writes nothing', async () => {
    const before = filesUnder(uploads);
    const big = Buffer.alloc(6 * MB);
    PNG_1X1.copy(big);
    const answer = await shop.rest('POST', '/api/admin/upload', form('image', big, 'big.png', 'image/png'), token);
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ image: [MESSAGES.tooLarge] });
    expect(filesUnder(uploads)).toEqual(before);
  });

  it('refuses a file past the per-file transport cap (11 MB) with 413, and writes nothing', async () => {
    const before = filesUnder(uploads);
    const huge = Buffer.alloc(11 * MB);
    PNG_1X1.copy(huge);
    const answer = await shop.rest('POST', '/api/admin/upload', form('image', huge, 'huge.png', 'image/png'), token);
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ message: 'Request too large' });
    expect(filesUnder(uploads)).toEqual(before);
  });

  it('asks for a picture when none was sent, an empty one or a text field instead of a file', async () => {
    const none = await shop.rest('POST', '/api/admin/upload', new FormData(), token);
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({ image: [MESSAGES.required] });
    const json = await shop.rest('POST', '/api/admin/upload', {}, token);
    expect(json.status).toBe(422);
    expect(json.body.errors).toEqual({ image: [MESSAGES.required] });
    const text = new FormData();
    text.append('image', '/etc/passwd');
    const field = await shop.rest('POST', '/api/admin/upload', text, token);
    expect(field.status).toBe(422);
    expect(field.body.errors).toEqual({ image: [MESSAGES.required] });
    const empty = await shop.rest('POST', '/api/admin/upload', form('image', Buffer.alloc(0), 'empty.png', 'image/png'), token);
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ image: [MESSAGES.required] });
  });

  it('answers 401 without a token, with a bad token and with a shopper token', async () => {
    const before = filesUnder(uploads);
    const anonymous = await shop.rest('POST', '/api/admin/upload', form('image', PNG_1X1, 'a.png', 'image/png'));
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ error: 'Unauthenticated' });
    const bad = await shop.rest('POST', '/api/admin/upload', form('image', PNG_1X1, 'a.png', 'image/png'), 'not-a-token');
    expect(bad.status).toBe(401);
    const password = 'a-good-password-1';
    const registered = await shop.rest('POST', '/api/register', {
      first_name: 'Media',
      last_name: 'Test',
      email: `${unique('media')}@example.com`,
      password,
      password_confirmation: password,
    });
    expect(registered.status).toBe(201);
    const shopper = await shop.rest('POST', '/api/admin/upload', form('image', PNG_1X1, 'a.png', 'image/png'), registered.body.token);
    expect(shopper.status).toBe(401);
    expect(filesUnder(uploads)).toEqual(before);
  });

  it('lets an admin of any role upload (pictures serve every resource)', async () => {
    const password = 'a-good-password-1';
    const role = await shop.gql(
      'mutation($input: RoleInput!) { createRole(input: $input) { id } }',
      { input: { name: unique('Media no permission '), permissions: [] } },
      token,
    );
    expect(role.errors).toBeUndefined();
    const email = `${unique('media-admin')}@example.com`;
    const account = await shop.gql(
      'mutation($input: CreateAdminAccountInput!) { createAccount(input: $input) { id } }',
      { input: { name: 'Media admin', email, password, passwordConfirmation: password, enabled: true, roleId: role.data!.createRole.id } },
      token,
    );
    expect(account.errors).toBeUndefined();
    const bare = await shop.adminToken(email, password);
    const answer = await shop.rest('POST', '/api/admin/upload', form('image', PNG_1X1, 'a.png', 'image/png'), bare);
    expect(answer.status).toBe(200);
  });
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
