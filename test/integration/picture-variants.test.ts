import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { TestShop, unique } from '../support/shop.js';

/**
 * Review finding on issue 13's pictures: only the variant widths a picture reaches are made, an upload's
 * name states its size so the storefront lists only those, and a picture stored before (no size in its
 * name, listed with every width) still answers each width: the widths it does not reach with itself.
 */
describe('picture variants: only the widths the original reaches', () => {
  let shop: TestShop;
  let dataDir: string;
  let token: string;
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#806040' } })
      .png()
      .toBuffer();

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-variants-'));
    shop = await TestShop.start({ DATA_DIR: dataDir });
    token = await shop.adminToken();
  });
  afterAll(async () => {
    await shop.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('an upload 700 px wide gets its 320 and 640 px variants, named with its size; 1280 is never made', async () => {
    const body = new FormData();
    body.append('image', new Blob([await png(700, 350)], { type: 'image/png' }), 'wide.png');
    const answer = await shop.rest('POST', '/api/admin/upload', body, token);
    expect(answer.status).toBe(200);
    expect(answer.body.path).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}-700x350\.png$/);
    const siblings = fs.readdirSync(path.dirname(path.join(dataDir, answer.body.path))).filter((name) => name.startsWith(path.basename(answer.body.path)));
    expect(siblings.sort()).toEqual([path.basename(answer.body.path), ...['w320', 'w640'].map((w) => `${path.basename(answer.body.path)}.${w}.webp`)].sort());
    expect((await fetch(`${shop.url}${answer.body.path}.w1280.webp`)).status).toBe(404);
  });

  it('an older picture narrower than a width it is asked for answers itself, and no copy is stored', async () => {
    const folder = path.join(dataDir, 'uploads', '2019', '05');
    fs.mkdirSync(folder, { recursive: true });
    const name = `${unique('narrow').replace(/[^a-z0-9]/gi, '')}.png`;
    const original = await png(400, 100);
    fs.writeFileSync(path.join(folder, name), original);
    const wide = await fetch(`${shop.url}/uploads/2019/05/${name}.w1280.webp`);
    expect(wide.status).toBe(200);
    expect(wide.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await wide.arrayBuffer()).equals(original)).toBe(true);
    const narrow = await fetch(`${shop.url}/uploads/2019/05/${name}.w320.webp`);
    expect(narrow.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await narrow.arrayBuffer())).metadata()).width).toBe(320);
    expect(
      fs
        .readdirSync(folder)
        .filter((file) => file.startsWith(name))
        .sort(),
    ).toEqual([name, `${name}.w320.webp`]);
  });
});
