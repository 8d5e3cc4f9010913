import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { TestShop, type GraphQLAnswer } from '../support/shop.js';

/**
 * Picture uploads of the back office (media*.test.ts): POST /api/admin/upload (multipart field `image`)
 * and the GraphQL mutation uploadImage (multipart request spec), the checks on type and size, and the
 * files served back read-only under /uploads.
 */

export const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
/** A JPEG header (SOI, JFIF APP0, a baseline frame of 64x32) and the end marker. */
export const JPEG_HEADER = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x00,
  0x20, 0x00, 0x40, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01, 0xff, 0xd9,
]);
/** The smallest GIF: 1x1, one colour. */
export const GIF_1X1 = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
/** A WebP with an extended header saying 300x200. */
export const WEBP_HEADER = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x16, 0, 0, 0]),
  Buffer.from('WEBPVP8X'),
  Buffer.from([10, 0, 0, 0, 0, 0, 0, 0]),
  Buffer.from([0x2b, 0x01, 0x00, 0xc7, 0x00, 0x00]),
]);
/** A PNG signature and IHDR chunk claiming width x height (no pixel data: the size check reads the header). */
export function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 6, 0, 0, 0], 16);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr]);
}
export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>');
export const MB = 1024 * 1024;

export const MESSAGES = {
  required: 'Please upload a picture',
  notImage: 'The file must be an image (PNG, JPEG, GIF or WebP).',
  tooLarge: 'The image may not be greater than 5 MB.',
  tooManyPixels: 'The picture is too large',
};

export const UPLOAD = 'mutation Upload($file: Upload) { uploadImage(file: $file) { path url width height size mimeType } }';

export function form(field: string, data: Buffer, filename: string, type: string): FormData {
  const body = new FormData();
  body.append(field, new Blob([data], { type }), filename);
  return body;
}

/** Every file below a folder, as paths relative to it. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((entry) => fs.statSync(path.join(dir, entry)).isFile()).sort();
}

/** A request with the path exactly as written (fetch would resolve `..` before sending). */
export function rawGet(url: string, rawPath: string): Promise<{ status: number; body: string; type?: string }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname, port, path: rawPath, method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, type: response.headers['content-type'] }));
    });
    request.on('error', reject);
    request.end();
  });
}

/**
 * What the media test files share: a dedicated shop writing into a DATA_DIR of its own (never into the
 * repository), that folder and its uploads/, the seeded admin's token, and the GraphQL multipart upload.
 * Its beforeAll/afterAll belong to the file that calls it; the fields are set once beforeAll has run.
 */
export function mediaFixture() {
  const fixture = {
    shop: undefined as unknown as TestShop,
    dataDir: '',
    uploads: '',
    token: '',
    gqlUpload,
  };

  /** GraphQL multipart request (operations + map + file), as Apollo's upload link sends it. */
  async function gqlUpload(
    file: { data: Buffer; filename: string; type: string } | undefined,
    auth: string | null = fixture.token,
  ): Promise<{ status: number; body: GraphQLAnswer }> {
    const body = new FormData();
    body.append('operations', JSON.stringify({ query: UPLOAD, variables: { file: null } }));
    body.append('map', JSON.stringify(file ? { 0: ['variables.file'] } : {}));
    if (file) body.append('0', new Blob([file.data], { type: file.type }), file.filename);
    const response = await fetch(`${fixture.shop.url}/graphql`, {
      method: 'POST',
      headers: { 'apollo-require-preflight': '1', ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
      body,
    });
    return { status: response.status, body: (await response.json()) as GraphQLAnswer };
  }

  beforeAll(async () => {
    fixture.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-media-'));
    fixture.uploads = path.join(fixture.dataDir, 'uploads');
    fixture.shop = await TestShop.start({ DATA_DIR: fixture.dataDir, PUBLIC_URL: 'https://shop.example.com' });
    fixture.token = await fixture.shop.adminToken();
  });
  afterAll(async () => {
    await fixture.shop.close();
    fs.rmSync(fixture.dataDir, { recursive: true, force: true });
  });
  return fixture;
}
