import * as ajv2020 from 'ajv/dist/2020.js';
import * as ajvFormats from 'ajv-formats';
import fs from 'node:fs';
import path from 'node:path';
import type { TestShop } from '../support/shop.js';
import { unique } from '../support/shop.js';
import type { Catalogue } from './product-fixtures.js';

/** The ACP feed schema the shop's records follow (released 2026-04-17, copied into the module). */
const SCHEMA = JSON.parse(fs.readFileSync(path.resolve('server/modules/product-feed/schema/schema.feed.json'), 'utf8')) as Record<string, unknown>;

/** A validator of one of the bundle's definitions (`Product`, `FeedMetadata`, `UpsertProductsRequest`). */
export function feedValidator(definition: string) {
  // The packages are CommonJS: under the ES module loader their export is the namespace's `default`.
  const AjvClass = ((ajv2020 as unknown as { default?: unknown }).default ?? ajv2020) as typeof ajv2020.Ajv2020;
  const formats = ((ajvFormats as unknown as { default?: unknown }).default ?? ajvFormats) as (ajv: InstanceType<typeof ajv2020.Ajv2020>) => unknown;
  const ajv = new AjvClass({ allErrors: true, strict: false });
  formats(ajv);
  ajv.addSchema(SCHEMA);
  const validate = ajv.getSchema(`${SCHEMA.$id as string}#/$defs/${definition}`);
  if (!validate) throw new Error(`No definition ${definition} in schema.feed.json`);
  return (value: unknown): string | null => (validate(value) ? null : ajv.errorsText(validate.errors));
}

/** An API key whose role holds only `permissions`, made by the seeded admin: its secret. */
export async function apiKey(shop: TestShop, adminToken: string, permissions: string[], extra: Record<string, unknown> = {}): Promise<string> {
  const role = await shop.gql(
    'mutation($input: RoleInput!) { createRole(input: $input) { id } }',
    { input: { name: unique('Feed role '), permissions } },
    adminToken,
  );
  if (role.errors) throw new Error(JSON.stringify(role.errors));
  const key = await shop.gql(
    'mutation($input: ApiKeyInput!) { createApiKey(input: $input) { secret } }',
    { input: { name: unique('Agent platform '), roleId: role.data!.createRole.id, ...extra } },
    adminToken,
  );
  if (key.errors) throw new Error(JSON.stringify(key.errors));
  return key.data!.createApiKey.secret as string;
}

/** The feed's lines, parsed, with the answer's status and headers. */
export async function fetchFeed(shop: TestShop, secret?: string): Promise<{ status: number; headers: Headers; text: string; records: any[] }> {
  const response = await fetch(`${shop.url}/acp/feed/products.jsonl`, { headers: secret ? { authorization: `Bearer ${secret}` } : {} });
  const text = await response.text();
  const records =
    response.status === 200
      ? text
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line))
      : [];
  return { status: response.status, headers: response.headers, text, records };
}

/**
 * A shirt of the demo's shape: rich-text description, a category under a parent, a brand, two option
 * values per stock, a special price, stock in a selling warehouse and in a closed one, a hidden stock.
 */
export async function makeShirt(shop: TestShop, adminToken: string, cat: Catalogue) {
  const answer = await shop.gql(
    'mutation($input: ProductInput!) { createProduct(input: $input) { id sku url stocks { id sku inventories { id warehouseId } } } }',
    {
      input: {
        sku: unique('FEED-'),
        url: unique('feed-shirt-'),
        name: 'Linen shirt',
        description: '<p>Light <b>linen</b> &amp; cool</p><ul><li>Breathes</li></ul>',
        categories: [cat.subcategory.id],
        brandId: cat.brand.id,
        stocks: [
          { price: '100', specialPrice: '89.5', options: [cat.colour.red, cat.size.s], inventories: [{ warehouseId: cat.warehouses.a, quantity: 12 }] },
          {
            price: '120.00',
            options: [cat.colour.blue, cat.size.m],
            inventories: [
              { warehouseId: cat.warehouses.a, quantity: 2 },
              { warehouseId: cat.warehouses.off, quantity: 40 },
            ],
          },
          { price: '130.00', options: [cat.colour.blue, cat.size.s], inventories: [{ warehouseId: cat.warehouses.off, quantity: 9 }] },
          { price: '99.00', visibled: false, options: [cat.colour.red, cat.size.m], inventories: [{ warehouseId: cat.warehouses.a, quantity: 3 }] },
        ],
      },
    },
    adminToken,
  );
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data!.createProduct as {
    id: number;
    sku: string;
    url: string;
    stocks: { id: number; sku: string; inventories: { id: number; warehouseId: number }[] }[];
  };
}

export interface FeedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  json: { products: any[] };
}

/** An agent platform's Feed API on loopback: keeps every request; `status()` says what it answers now. */
export async function feedReceiver(status: () => number = () => 200) {
  const http = await import('node:http');
  const requests: FeedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const code = status();
      if (code < 300) requests.push({ method: req.method!, path: req.url!, headers: req.headers, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      res.statusCode = code;
      res.setHeader('content-type', 'application/json');
      res.end(
        code < 300
          ? JSON.stringify({ id: 'feed_test', accepted: true })
          : JSON.stringify({ type: 'processing_error', code: 'unavailable', message: 'Try later' }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    url: `http://127.0.0.1:${port}/feeds/feed_test/products`,
    requests,
    /** Every product record received, oldest first. */
    products: () => requests.flatMap((request) => request.json.products),
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
}
