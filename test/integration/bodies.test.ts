import http from 'node:http';
import { gzipSync } from 'node:zlib';
import fs from 'node:fs';
import os from 'node:os';
import { MAX_JSON_DEPTH } from '../../server/rest/body.js';
import { TestShop, unique } from '../support/shop.js';

/**
 * Request bodies: access is decided from the headers before a body is read; multipart only where a
 * route takes it, with per-file and per-request caps; JSON with a size and a nesting cap.
 */
const MB = 1024 * 1024;
const BOUNDARY = 'fuzzboundary';
const PNG_1X1 = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' + '1f15c4890000000d49444154789c6360000002000100' + '05fe02fe0dc8b3e80000000049454e44ae426082',
  'hex',
);

/** A multipart body of `size` bytes (one file part named `field`), sent as a stream; `pulled` counts what the client gave. */
function streamedUpload(field: string, size: number) {
  const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`);
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  const state = { pulled: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.pulled >= size) {
        controller.enqueue(Buffer.from(`\r\n--${BOUNDARY}--\r\n`));
        controller.close();
        return;
      }
      const next = state.pulled === 0 ? head : chunk;
      state.pulled += next.length;
      controller.enqueue(next);
    },
  });
  return { body, state };
}

const tempUploads = () => new Set(fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('shop-upload-')));

/**
 * The temporary upload files made since `before` that are still there after a moment: other test
 * workers upload at the same time, and their files live only as long as their requests.
 */
async function leftSince(before: Set<string>): Promise<string[]> {
  let left: string[] = [];
  for (let attempt = 0; attempt < 20; attempt += 1) {
    left = [...tempUploads()].filter((name) => !before.has(name));
    if (!left.length) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return left;
}

describe('request bodies', () => {
  let shop: TestShop;
  let token: string;

  beforeAll(async () => {
    shop = await TestShop.start();
    token = await shop.adminToken();
  });
  afterAll(async () => {
    await shop.close();
  });

  it('refuses an anonymous 10 MB multipart to an admin route (401) before reading it', async () => {
    const size = 10 * MB;
    for (const path of ['/api/admin/upload', '/api/admin/product/import', '/api/admin/role']) {
      const { body, state } = streamedUpload('image', size);
      const started = Date.now();
      const response = await fetch(`${shop.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        body,
        duplex: 'half',
      } as RequestInit);
      // The answer came while most of the body was still unsent: the server neither waited for it nor kept it.
      const sentWhenAnswered = state.pulled;
      expect([path, response.status]).toEqual([path, 401]);
      expect(await response.json()).toEqual({ error: 'Unauthenticated' });
      expect(sentWhenAnswered).toBeLessThan(size / 2);
      expect(Date.now() - started).toBeLessThan(5000);
    }
  });

  it('refuses a 10 MB multipart from an admin lacking the permission (403) before reading it', async () => {
    const password = 'a-good-password-1';
    const role = await shop.gql(
      'mutation($input: RoleInput!) { createRole(input: $input) { id } }',
      { input: { name: unique('No permission '), permissions: [] } },
      token,
    );
    const email = `${unique('bare')}@example.com`;
    const account = await shop.gql(
      'mutation($input: CreateAdminAccountInput!) { createAccount(input: $input) { id } }',
      { input: { name: 'No permission', email, password, passwordConfirmation: password, enabled: true, roleId: role.data!.createRole.id } },
      token,
    );
    expect(account.errors).toBeUndefined();
    const bare = await shop.adminToken(email, password);
    const size = 10 * MB;
    const { body, state } = streamedUpload('file', size);
    const response = await fetch(`${shop.url}/api/admin/product/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bare}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      body,
      duplex: 'half',
    } as RequestInit);
    const sentWhenAnswered = state.pulled;
    expect(response.status).toBe(403);
    expect(sentWhenAnswered).toBeLessThan(size / 2);
  });

  it('refuses GraphQL multipart from anyone but an admin before reading it', async () => {
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: 'mutation($file: Upload) { uploadImage(file: $file) { path } }', variables: { file: null } }));
    form.set('map', JSON.stringify({ 0: ['variables.file'] }));
    form.set('0', new Blob([PNG_1X1], { type: 'image/png' }), 'a.png');
    const response = await fetch(`${shop.url}/graphql`, { method: 'POST', headers: { 'apollo-require-preflight': '1' }, body: form });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('answers 415 to multipart on a route that takes none, 400 to a file on a form route', async () => {
    const form = new FormData();
    form.set('name', 'Multipart role');
    const role = await shop.rest('POST', '/api/admin/role', form, token);
    expect(role.status).toBe(415);
    const login = await shop.rest('POST', '/api/login', form);
    expect(login.status).toBe(415);
    const withFile = new FormData();
    withFile.set('title', 'A brand');
    withFile.set('logo', new Blob([PNG_1X1], { type: 'image/png' }), 'a.png');
    const brand = await shop.rest('POST', '/api/admin/brand', withFile, token);
    expect(brand.status).toBe(400);
  });

  it('answers 413 past the per-request cap without reading the body, and leaves no temporary file', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(`${shop.url}/api/admin/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': String(64 * MB) },
      });
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
        request.destroy();
      });
      request.on('error', reject);
      request.setTimeout(5000, () => resolve(0));
      request.write(`--${BOUNDARY}\r\n`);
    });
    expect(status).toBe(413);
    const before = tempUploads();
    const form = new FormData();
    form.set('image', new Blob([PNG_1X1], { type: 'image/png' }), 'a.png');
    const stored = await shop.rest('POST', '/api/admin/upload', form, token);
    expect(stored.status).toBe(200);
    expect(await leftSince(before)).toEqual([]);
  });

  it('caps JSON: 413 past 1 MB, 400 past the nesting depth, fine at it', async () => {
    const big = await shop.rest('POST', '/api/login', { email: 'x'.repeat(MB + 10), password: 'x' });
    expect(big.status).toBe(413);
    const deep = (depth: number) => `{"email":"a@b.c","password":"x","extra":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;
    for (const path of ['/api/login', '/graphql']) {
      const tooDeep = await fetch(`${shop.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: deep(MAX_JSON_DEPTH + 1) });
      expect([path, tooDeep.status, await tooDeep.json()]).toEqual([path, 400, { message: 'The request body is nested too deeply' }]);
    }
    const deepest = await fetch(`${shop.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: deep(MAX_JSON_DEPTH) });
    expect(deepest.status).toBe(422);
    // Brackets inside strings are text, not nesting.
    const inText = await shop.rest('POST', '/api/login', { email: '['.repeat(100), password: 'x' });
    expect(inText.status).toBe(422);
  });

  it('reads a JSON body alike however it comes: in pieces, in UTF-8 with a mark, compressed, at any /graphql spelling', async () => {
    const query = JSON.stringify({ query: '{ __typename }' });
    const post = (path: string, headers: Record<string, string>, body: RequestInit['body']) =>
      fetch(`${shop.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body, duplex: 'half' } as RequestInit);
    const typename = { data: { __typename: 'Query' } };
    // No declared length: the body comes in chunks.
    const pieces = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of [query.slice(0, 5), query.slice(5)]) controller.enqueue(Buffer.from(part));
        controller.close();
      },
    });
    const chunked = await post('/graphql', {}, pieces);
    expect([chunked.status, await chunked.json()]).toEqual([200, typename]);
    const marked = await post('/graphql', { 'content-type': 'application/json; charset=UTF-8' }, `\uFEFF${query}`);
    expect([marked.status, await marked.json()]).toEqual([200, typename]);
    const compressed = await post('/graphql', { 'content-encoding': 'gzip' }, gzipSync(query));
    expect([compressed.status, await compressed.json()]).toEqual([200, typename]);
    const upper = await post('/GraphQL', {}, query);
    expect([upper.status, await upper.json()]).toEqual([200, typename]);
    // Not JSON, a bare value, another charset: refused alike on /graphql and /api.
    for (const path of ['/graphql', '/api/login']) {
      const cases = [
        ['{"query":', {}, 400],
        ['"text"', {}, 400],
        [query, { 'content-type': 'application/json; charset=latin1' }, 415],
      ] as const;
      for (const [body, headers, status] of cases) {
        const refused = await post(path, headers, body);
        expect([path, body, refused.status, await refused.json()]).toEqual([path, body, status, { message: 'Unreadable request body' }]);
      }
    }
    // Past 1 MB without a declared length: read to its end, then 413.
    const big = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(Buffer.from('{"query":"'));
        for (let i = 0; i < 17; i += 1) controller.enqueue(Buffer.alloc(64 * 1024, 0x61));
        controller.enqueue(Buffer.from('"}'));
        controller.close();
      },
    });
    const tooBig = await post('/graphql', {}, big);
    expect([tooBig.status, await tooBig.json()]).toEqual([413, { message: 'Request too large' }]);
  });
});
