// The large catalogue of the benchmarks: 100,000 products with 3 stocks each (colour and size options,
// prices in HKD, some special prices), an inventory per stock in each of 2 warehouses, 200 categories
// (20 departments of 9 subcategories), 10 brands, texts in en_us and zh_hk, and search_text in the format
// of the product service (server/modules/product/helpers/search-text.ts), all by bulk SQL
// (INSERT ... SELECT generate_series) in batches of 10,000 products.
//
//   DATABASE_URL=postgresql://postgres@127.0.0.1:5432/shop_bench node test/bench/generate-catalogue.mjs
//
// The database must exist (createdb). When its schema is missing, the migrations are run from the built
// server (dist/: `npm run build:server`). A catalogue already there in full is kept (say --force to
// build it again; --force first deletes every bench row: skus BENCH-..., urls bench-...). Prints how long
// each part took. Also run by `npm run bench` when BENCH_LARGE=1 (see run.mjs).
//
// Settings (environment): DATABASE_URL (required), BENCH_PRODUCTS (default 100000).
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';

const root = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..', '..');

export const BENCH_SKU_PREFIX = 'BENCH-';
const BATCH = 10_000;

const WAREHOUSES = [
  { name: 'Kwun Tong Warehouse', address: 'Unit 12, 8/F, Kwun Tong Industrial Centre, 436 Kwun Tong Road, Kwun Tong, Kowloon' },
  { name: 'Tsuen Wan Warehouse', address: 'Flat B, 15/F, Tsuen Wan Industrial Building, 220 Texaco Road, Tsuen Wan, New Territories' },
];

// Same keys and codes as the demo catalogue (server/db/demo/catalogue-data.ts), so both share them.
const ATTRIBUTES = [
  {
    key: 'colour',
    title: { en_us: 'Colour', zh_hk: '顏色' },
    values: [
      ['white', 'White', '白色'],
      ['black', 'Black', '黑色'],
      ['navy', 'Navy', '海軍藍'],
      ['red', 'Red', '紅色'],
      ['green', 'Jade green', '翡翠綠'],
      ['beige', 'Beige', '米色'],
      ['grey', 'Grey', '灰色'],
      ['pink', 'Pink', '粉紅色'],
    ],
  },
  {
    key: 'size',
    title: { en_us: 'Size', zh_hk: '尺碼' },
    values: [
      ['s', 'S', '細碼 S'],
      ['m', 'M', '中碼 M'],
      ['l', 'L', '大碼 L'],
    ],
  },
];

export const MATERIALS = [
  ['Linen', '亞麻'],
  ['Cotton', '純棉'],
  ['Silk', '真絲'],
  ['Wool', '羊毛'],
  ['Denim', '牛仔布'],
  ['Bamboo', '竹製'],
  ['Ceramic', '陶瓷'],
  ['Enamel', '搪瓷'],
  ['Glass', '玻璃'],
  ['Clay', '陶土'],
  ['Leather', '皮革'],
  ['Canvas', '帆布'],
];
export const ADJECTIVES = [
  ['Classic', '經典'],
  ['Everyday', '日常'],
  ['Relaxed', '寬鬆'],
  ['Slim', '修身'],
  ['Vintage', '復古'],
  ['Light', '輕便'],
  ['Soft', '柔軟'],
  ['Compact', '小巧'],
  ['Handmade', '手工'],
  ['Travel', '旅行'],
];
const NOUNS = [
  ['Shirt', '恤衫'],
  ['Dress', '連身裙'],
  ['Trousers', '長褲'],
  ['Jacket', '外套'],
  ['Scarf', '頸巾'],
  ['Teapot', '茶壺'],
  ['Bowl', '碗'],
  ['Mug', '杯'],
  ['Tote Bag', '手提袋'],
  ['Cap', '帽'],
  ['Towel', '毛巾'],
  ['Blouse', '襯衫'],
  ['Skirt', '半身裙'],
  ['Vest', '背心'],
  ['Cushion', '抱枕'],
  ['Lamp', '燈'],
  ['Tray', '托盤'],
  ['Gaiwan', '蓋碗'],
];
const DEPARTMENTS = [
  ['Women', '女裝'],
  ['Men', '男裝'],
  ['Kids', '童裝'],
  ['Shoes', '鞋履'],
  ['Bags', '手袋'],
  ['Accessories', '配飾'],
  ['Kitchen', '廚房'],
  ['Tea', '茶具'],
  ['Dining', '餐具'],
  ['Bedroom', '睡房'],
  ['Bathroom', '浴室'],
  ['Living Room', '客廳'],
  ['Stationery', '文具'],
  ['Outdoor', '戶外'],
  ['Travel', '旅行'],
  ['Beauty', '美容'],
  ['Gifts', '禮品'],
  ['Lighting', '燈飾'],
  ['Storage', '收納'],
  ['Sale', '特價'],
];
const SUBCATEGORIES = [
  ['New In', '新品'],
  ['Best Sellers', '熱賣'],
  ['Basics', '基本款'],
  ['Premium', '精選'],
  ['Linen', '亞麻系列'],
  ['Cotton', '純棉系列'],
  ['Handmade', '手工製作'],
  ['Limited', '限量'],
  ['Last Pieces', '最後數件'],
];
const BRANDS = [
  ['Harbour Thread', '港線'],
  ['Lantau Linen', '大嶼麻'],
  ['Kowloon Kiln', '九龍窯'],
  ['Peak Goods', '山頂良品'],
  ['Victoria Works', '維港工房'],
  ['Star Ferry Supply', '天星供應'],
  ['Lamma Craft', '南丫工藝'],
  ['Sai Kung Studio', '西貢工作室'],
  ['Mong Kok Makers', '旺角製造'],
  ['Tai O Trading', '大澳商行'],
];

const slug = (text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const sqlArray = (values) => `(array[${values.map((v) => `'${String(v).replace(/'/g, "''")}'`).join(', ')}]::text[])`;

/** Runs the migrations of the built server on the database (when its tables are missing). */
async function migrate(databaseUrl) {
  const built = path.join(root, 'dist', 'server', 'db', 'database.js');
  if (!fs.existsSync(built))
    throw new Error('the database has no shop tables and dist/ is missing: run `npm run build:server` (or start the server once) first');
  const { openDatabase } = await import(pathToFileURL(built).href);
  const db = await openDatabase({ databaseUrl, dataDir: path.join(root, 'data'), dbPoolSize: 1, logSql: false });
  await db.close();
}

/** The product service's own search_text helper from the built server, when there is one (to check our SQL against). */
async function searchTextHelper() {
  const built = path.join(root, 'dist', 'server', 'modules', 'product', 'helpers', 'search-text.js');
  if (!fs.existsSync(built)) return undefined;
  return (await import(pathToFileURL(built).href)).productSearchText;
}

async function timed(label, work) {
  const started = performance.now();
  const result = await work();
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/**
 * Builds the catalogue on DATABASE_URL unless it is there already. Answers { products, seconds, skipped }.
 */
export async function generateCatalogue({
  databaseUrl = process.env.DATABASE_URL,
  products = Number(process.env.BENCH_PRODUCTS || 100_000),
  force = false,
  // The storefront floor's catalogue (floor-bench.mjs): every product a "Widget", in 8 categories of 25.
  nouns = NOUNS,
  linkedCategories,
} = {}) {
  if (!databaseUrl) throw new Error('DATABASE_URL is required (a PostgreSQL database made with createdb)');
  const started = performance.now();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const hasSchema = (await client.query(`select to_regclass('public.product') is not null as ok`)).rows[0].ok;
    if (!hasSchema) {
      await client.end();
      console.log('Running the migrations...');
      await migrate(databaseUrl);
      return generateCatalogue({ databaseUrl, products, force, nouns, linkedCategories });
    }
    const existing = Number((await client.query(`select count(*) as n from product where sku like $1`, [`${BENCH_SKU_PREFIX}%`])).rows[0].n);
    if (existing >= products && !force) {
      console.log(`The large catalogue is there already (${existing} bench products); --force builds it again.`);
      return { products: existing, seconds: 0, skipped: true };
    }
    console.log(`Generating ${products} products (3 stocks each, 2 warehouses, 200 categories)...`);
    // Whatever an earlier (perhaps interrupted) run left goes first.
    await timed('deleting any previous bench catalogue', async () => {
      await client.query(`delete from product where sku like $1`, [`${BENCH_SKU_PREFIX}%`]);
      await client.query(`delete from menu where type = 'category' and url like 'bench-%'`);
      await client.query(`delete from brand where url like 'bench-%'`);
    });

    // Warehouses, attributes and values: found by name / key / code, added when missing.
    const warehouseIds = [];
    for (const w of WAREHOUSES) {
      let row = (await client.query(`select id from warehouse where name = $1 order by id limit 1`, [w.name])).rows[0];
      row ??= (await client.query(`insert into warehouse (name, address, enabled) values ($1, $2, true) returning id`, [w.name, w.address])).rows[0];
      warehouseIds.push(row.id);
    }
    const valueIds = {};
    for (const [position, a] of ATTRIBUTES.entries()) {
      let row = (await client.query(`select id from attribute where key = $1`, [a.key])).rows[0];
      row ??= (await client.query(`insert into attribute (key, title, position) values ($1, $2, $3) returning id`, [a.key, a.title, position])).rows[0];
      valueIds[a.key] = [];
      for (const [i, [code, en, zh]] of a.values.entries()) {
        let value = (await client.query(`select id from attribute_value where attribute_id = $1 and code = $2`, [row.id, code])).rows[0];
        value ??= (
          await client.query(`insert into attribute_value (attribute_id, code, label, position) values ($1, $2, $3, $4) returning id`, [
            row.id,
            code,
            { en_us: en, zh_hk: zh },
            i,
          ])
        ).rows[0];
        valueIds[a.key].push(value.id);
      }
    }

    // Brands and the category tree (20 departments x 9 subcategories = 200 menu items of type category).
    const brandIds = [];
    for (const [en, zh] of BRANDS) {
      const url = `bench-${slug(en)}`;
      const row = (
        await client.query(
          `insert into brand (url, enabled, title, short_description, description) values ($1, true, $2, $3, $4)
           on conflict (url) do update set url = excluded.url returning id`,
          [
            url,
            { en_us: en, zh_hk: zh },
            { en_us: `${en}: goods for Hong Kong homes.`, zh_hk: `${zh}：為香港家庭而設的好物。` },
            { en_us: `<p>${en}</p>`, zh_hk: `<p>${zh}</p>` },
          ],
        )
      ).rows[0];
      brandIds.push(row.id);
    }
    const leafIds = [];
    await timed('brands and 200 categories', async () => {
      const topOrder = Number((await client.query(`select coalesce(max(sort_order) + 100, 0) as o from menu where parent_id is null`)).rows[0].o);
      for (const [d, [en, zh]] of DEPARTMENTS.entries()) {
        const url = `bench-${slug(en)}`;
        const parent = (
          await client.query(
            `insert into menu (type, url, title, short_description, meta_title, meta_description, level, sort_order) values ('category', $1, $2, $3, '{}', '{}', 1, $4) returning id`,
            [url, { en_us: en, zh_hk: zh }, { en_us: `${en} at Harbour Lane`, zh_hk: `港灣里${zh}` }, topOrder + d * 100],
          )
        ).rows[0];
        const children = (
          await client.query(
            `insert into menu (type, url, parent_id, title, short_description, meta_title, meta_description, level, sort_order)
             select 'category', $1 || '-' || s, $2, jsonb_build_object('en_us', $3 || ' · ' || (($4)::text[])[s], 'zh_hk', $5 || '・' || (($6)::text[])[s]), '{}', '{}', '{}', 2, (s - 1) * 100
             from generate_series(1, $7::int) s order by s returning id`,
            [url, parent.id, en, SUBCATEGORIES.map((s) => slug(s[0])), zh, SUBCATEGORIES.map((s) => s[1]), SUBCATEGORIES.length],
          )
        ).rows;
        leafIds.push(...children.map((c) => c.id));
      }
    });

    // Products in batches: product rows, then their stocks, options, inventories and category links.
    const words = {
      matEn: sqlArray(MATERIALS.map((m) => m[0])),
      matZh: sqlArray(MATERIALS.map((m) => m[1])),
      adjEn: sqlArray(ADJECTIVES.map((m) => m[0])),
      adjZh: sqlArray(ADJECTIVES.map((m) => m[1])),
      nounEn: sqlArray(nouns.map((m) => m[0])),
      nounZh: sqlArray(nouns.map((m) => m[1])),
    };
    const [nm, na, nn] = [MATERIALS.length, ADJECTIVES.length, nouns.length];
    // Each product in one leaf category, in turn: all of them, or the first `linkedCategories`.
    const linked = leafIds.slice(0, linkedCategories ?? leafIds.length);
    // One row of texts per i: names, descriptions (rich text, and plain for search_text).
    const texts = `
      select i,
        '${BENCH_SKU_PREFIX}' || lpad(i::text, 6, '0') as sku,
        ${words.adjEn}[1 + (i / ${nm}) % ${na}] || ' ' || ${words.matEn}[1 + i % ${nm}] || ' ' || ${words.nounEn}[1 + (i / ${nm * na}) % ${nn}] as name_en,
        ${words.adjZh}[1 + (i / ${nm}) % ${na}] || ${words.matZh}[1 + i % ${nm}] || ${words.nounZh}[1 + (i / ${nm * na}) % ${nn}] as name_zh,
        'Our ' || lower(${words.adjEn}[1 + (i / ${nm}) % ${na}]) || ' ' || lower(${words.nounEn}[1 + (i / ${nm * na}) % ${nn}]) || ' in ' || lower(${words.matEn}[1 + i % ${nm}])
          || ', designed in Hong Kong and made in small batches. Model ' || i || '.' as desc_en,
        ${words.matZh}[1 + i % ${nm}] || ${words.nounZh}[1 + (i / ${nm * na}) % ${nn}] || '，香港設計，小批量製作。型號 ' || i || '。' as desc_zh
      from generate_series($1::int, $2::int) as i`;
    const searchText = `lower(t.name_en || ' \n ' || t.name_zh || ' \n ' || t.sku || ' \n ' || t.sku || '-stock1 \n ' || t.sku || '-stock2 \n ' || t.sku || '-stock3 \n ' || t.desc_en || ' \n ' || t.desc_zh)`;
    await timed(`${products} products, ${products * 3} stocks, ${products * 6} inventories`, async () => {
      for (let first = 1; first <= products; first += BATCH) {
        const last = Math.min(products, first + BATCH - 1);
        await client.query('begin');
        const range = (
          await client.query(
            `with ins as (
               insert into product (sku, url, name, description, meta_title, meta_description, is_new, is_featured, is_hot, visibled, images, brand_id, search_text, created_at, updated_at)
               select t.sku, lower(replace(t.name_en, ' ', '-')) || '-' || t.i, jsonb_build_object('en_us', t.name_en, 'zh_hk', t.name_zh),
                 jsonb_build_object('en_us', '<p>' || t.desc_en || '</p>', 'zh_hk', '<p>' || t.desc_zh || '</p>'), '{}', '{}',
                 t.i % 7 = 0, t.i % 11 = 0, t.i % 13 = 0, t.i % 50 <> 0, '[]', ($3::int[])[1 + t.i % $4::int], ${searchText},
                 now() - make_interval(secs => t.i), now()
               from (${texts}) t order by t.i
               returning id)
             select min(id) as lo, max(id) as hi from ins`,
            [first, last, brandIds, brandIds.length],
          )
        ).rows[0];
        const i = `substring(p.sku from ${BENCH_SKU_PREFIX.length + 1})::int`;
        await client.query(
          `insert into stock (product_id, sku, price, special_price, visibled, position, created_at, updated_at)
           select p.id, p.sku || '-stock' || k, (50 + (${i} * 37) % 1950 + (k - 1) * 20)::numeric(12,2),
             case when ${i} % 5 = 0 then round((50 + (${i} * 37) % 1950 + (k - 1) * 20) * 0.8)::numeric(12,2) end,
             true, k - 1, p.created_at, p.created_at
           from product p cross join generate_series(1, 3) k where p.id between $1 and $2 order by p.id, k`,
          [range.lo, range.hi],
        );
        // Stock k: the product's colour and size k (S, M, L).
        await client.query(
          `insert into stock_option (stock_id, attribute_value_id)
           select s.id, v from stock s join product p on p.id = s.product_id,
             lateral (values (($3::int[])[1 + ${i} % $4::int]), (($5::int[])[1 + s.position % $6::int])) o(v)
           where p.id between $1 and $2`,
          [range.lo, range.hi, valueIds.colour, valueIds.colour.length, valueIds.size, valueIds.size.length],
        );
        // Some of each in both warehouses, with gaps: about one inventory in nine is empty.
        await client.query(
          `insert into inventory (stock_id, warehouse_id, quantity)
           select s.id, w.id, case when (${i} + s.position + w.n) % 9 = 0 then 0 else 1 + (${i} * 7 + s.position * 13 + w.n * 5) % 40 end
           from stock s join product p on p.id = s.product_id, unnest($3::int[]) with ordinality w(id, n)
           where p.id between $1 and $2`,
          [range.lo, range.hi, warehouseIds],
        );
        await client.query(
          `insert into product_category (product_id, category_id) select p.id, ($3::int[])[1 + ${i} % $4::int] from product p where p.id between $1 and $2`,
          [range.lo, range.hi, linked, linked.length],
        );
        await client.query('commit');
        process.stdout.write(`    ${last} / ${products}\r`);
      }
      process.stdout.write('\n');
    });
    await timed('analyze', () =>
      client.query('analyze product; analyze stock; analyze stock_option; analyze inventory; analyze product_category; analyze menu'),
    );

    // The SQL above must write what the product service would: check a few rows with its own helper.
    const helper = await searchTextHelper();
    if (helper) {
      const rows = (
        await client.query(
          `select p.sku, p.name, p.description, p.meta_title, p.search_text, array(select s.sku from stock s where s.product_id = p.id order by s.position) as skus from product p where p.sku like $1 order by p.id limit 5`,
          [`${BENCH_SKU_PREFIX}%`],
        )
      ).rows;
      for (const row of rows) {
        const expected = helper({ name: row.name, description: row.description, metaTitle: row.meta_title, sku: row.sku }, row.skus);
        if (expected !== row.search_text)
          throw new Error(`search_text of ${row.sku} differs from the product service's:\n${JSON.stringify(row.search_text)}\n${JSON.stringify(expected)}`);
      }
      console.log('  search_text checked against the product service helper');
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(`Large catalogue generated in ${seconds.toFixed(1)} s`);
    return { products, seconds, skipped: false };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  generateCatalogue({ force: process.argv.includes('--force') }).catch((error) => {
    console.error(`generate-catalogue failed: ${error.message}`);
    process.exit(1);
  });
}
