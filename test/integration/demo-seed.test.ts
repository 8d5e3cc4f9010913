import fs from 'node:fs';
import path from 'node:path';
import { sniffImage } from '../../server/modules/media/image-format.js';
import { ownDatabase, type OwnDatabase } from '../support/own-database.js';
import { TestShop } from '../support/shop.js';
import { apiKey, feedValidator, fetchFeed } from './product-feed-fixtures.js';

/**
 * The demo shop (SEED_DEMO=1) on a fresh database of its own (a scratch database beside the worker's):
 * the catalogue is there, works through the storefront calls, and a second start on the same data
 * changes nothing; its product feed validates (issue 45). `npm start`'s own path, the embedded database
 * seeded from an empty folder, is embedded-shop.test.ts.
 */
describe('demo catalogue (SEED_DEMO=1)', () => {
  let shop: TestShop | undefined;
  let database: OwnDatabase | undefined;
  const start = () => database!.start({ SEED_DEMO: '1' });

  /** Row counts and a fingerprint of the catalogue tables. */
  async function snapshot(s: TestShop): Promise<Record<string, unknown>> {
    const em = s.em;
    const tables = [
      'product',
      'stock',
      'stock_option',
      'inventory',
      'inventory_history',
      'product_category',
      'menu',
      'brand',
      'warehouse',
      'attribute',
      'attribute_value',
      'role',
      'customer',
      'shop_order',
      'order_line',
      'order_status_change',
      'form',
      'form_field',
      'form_field_option',
      'form_version',
      'page',
      'block',
      'blog_category',
      'blog_article',
      'slider',
      'slide',
      'funnel',
      'funnel_stage',
      'lead',
      'lead_status_change',
    ];
    const result: Record<string, unknown> = {};
    for (const table of tables) result[table] = Number((await em.execute(`select count(*) as n from "${table}"`))[0].n);
    result.products = await em.execute(`select sku, url, updated_at, search_text, images from product order by sku`);
    result.inventories = await em.execute(
      `select s.sku, i.warehouse_id, i.quantity from inventory i join stock s on s.id = i.stock_id order by s.sku, i.warehouse_id`,
    );
    result.settings = await em.execute(`select "group", "values" from setting where "group" in ('product', 'home') order by "group"`);
    return result;
  }

  // An empty database, migrated and seeded with 30 products and their pictures: on a machine whose
  // cores the parallel test workers share, that may take longer than jest's 60 s.
  beforeAll(async () => {
    database = await ownDatabase('demo');
    shop = await start();
  }, 180_000);
  afterAll(async () => {
    await shop?.close();
    await database?.drop();
  });

  it('seeds the Product enquiry (guests, leads) and the Member survey (members, once), linked from the footer menu', async () => {
    const enquiry = await shop!.rest('GET', '/api/form/product-enquiry?language=zh_hk');
    expect(enquiry.status).toBe(200);
    expect(enquiry.body).toMatchObject({ title: '產品查詢', allow_guest: true, limit_submit: false });
    expect(enquiry.body.fields.map((f: { key: string }) => f.key)).toEqual([
      'name',
      'email',
      'phone',
      'product',
      'quantity',
      'contact_by',
      'message',
      'consent',
    ]);
    const survey = await shop!.rest('GET', '/api/form/member-survey');
    expect(survey.body).toMatchObject({ title: 'Member survey', allow_guest: false, limit_submit: true });
    const links = await shop!.em.execute(`select url, display_in_desktop, display_in_mobile from menu where type = 'form' order by url`);
    expect(links).toEqual([
      { url: 'member-survey', display_in_desktop: false, display_in_mobile: false },
      { url: 'product-enquiry', display_in_desktop: false, display_in_mobile: false },
    ]);
    const lead = await shop!.em.execute(
      `select f.create_lead, s.title from form f join lead_status s on s.id = f.lead_status_id where f.url = 'product-enquiry'`,
    );
    expect(lead).toEqual([{ create_lead: true, title: 'New' }]);
  });

  it('seeds two stores with their warehouse, a register and three days of counter sales (issue 18)', async () => {
    const em = shop!.em;
    const count = async (sql: string) => Number((await em.execute(sql))[0].n);
    expect(await count(`select count(*) as n from store`)).toBe(2);
    expect(await count(`select count(*) as n from store_register`)).toBe(2);
    expect(await count(`select count(*) as n from pos_sale`)).toBe(18);
    expect(await count(`select count(*) as n from shop_order where source = 'pos' and status = 'completed'`)).toBe(18);
    expect(await count(`select count(*) as n from register_session where closed_at is not null and counted_cash = expected_cash`)).toBe(6);
    expect(await count(`select count(distinct local_date) as n from sales_ledger where kind = 'pos_sale'`)).toBe(3);
    // A past day's sale has its history on that day (shipped and completed as it was handed over).
    const history = `select count(*) as n from order_status_change c join shop_order o on o.id = c.order_id where o.source = 'pos'`;
    expect(await count(history)).toBe(36);
    expect(await count(`${history} and c.created_at <> o.created_at`)).toBe(0);
    // Each store's cashier made its sales and opened and closed its register: a disabled account of the
    // Cashier role, so that nobody can sign in with a demo account in a real back office.
    const cashiers = await em.execute(
      `select distinct s.cashier_name, r.opened_by, r.closed_by, a.enabled, ro.permissions
         from pos_sale s join register_session r on r.id = s.session_id
         join admin_account a on a.name = s.cashier_name join role ro on ro.id = a.role_id order by s.cashier_name`,
    );
    expect(cashiers).toEqual([
      { cashier_name: 'Ka Yan Ho', opened_by: 'Ka Yan Ho', closed_by: 'Ka Yan Ho', enabled: false, permissions: ['offlinestore'] },
      { cashier_name: 'Wing Lee', opened_by: 'Wing Lee', closed_by: 'Wing Lee', enabled: false, permissions: ['offlinestore'] },
    ]);
    const stores = await shop!.rest('GET', '/api/store?language=zh_hk');
    expect(stores.body.map((s: { name: string }) => s.name)).toEqual(expect.arrayContaining(['海港里中環店', '海港里旺角店']));
  });

  it('seeds warehouses, brands, attributes, two levels of categories and 30 products', async () => {
    const em = shop!.em;
    const count = async (sql: string) => Number((await em.execute(sql))[0].n);
    expect(await count(`select count(*) as n from product`)).toBe(30);
    // Two storage warehouses, and one for each demo store (issue 18).
    expect(await count(`select count(*) as n from warehouse where name like '% Warehouse'`)).toBe(2);
    expect(await count(`select count(*) as n from warehouse`)).toBe(4);
    expect(await count(`select count(*) as n from brand`)).toBe(3);
    expect(await count(`select count(*) as n from attribute where key in ('colour', 'size')`)).toBe(2);
    const perProduct: { n: string }[] = await em.execute(`select count(*) as n from stock group by product_id`);
    expect(perProduct).toHaveLength(30);
    expect(perProduct.every((row) => Number(row.n) >= 2 && Number(row.n) <= 6)).toBe(true);
    // Every stock has an inventory in both storage warehouses; some are out of stock.
    const storage = `(select id from warehouse where name like '% Warehouse')`;
    expect(
      await count(`select count(*) as n from stock s where (select count(*) from inventory i where i.stock_id = s.id and i.warehouse_id in ${storage}) <> 2`),
    ).toBe(0);
    expect(await count(`select count(*) as n from inventory where quantity = 0`)).toBeGreaterThan(0);
    expect(await count(`select count(*) as n from inventory where quantity > 0`)).toBeGreaterThan(100);
    expect(await count(`select count(*) as n from stock where special_price is not null`)).toBeGreaterThan(0);
    for (const flag of ['is_new', 'is_featured', 'is_hot']) expect(await count(`select count(*) as n from product where ${flag}`)).toBeGreaterThanOrEqual(5);
    // Both languages filled everywhere.
    expect(
      await count(
        `select count(*) as n from product where coalesce(name->>'en_us', '') = '' or coalesce(name->>'zh_hk', '') = '' or coalesce(description->>'zh_hk', '') = ''`,
      ),
    ).toBe(0);
    expect(
      await count(`select count(*) as n from brand where coalesce(short_description->>'zh_hk', '') = '' or coalesce(short_description->>'en_us', '') = ''`),
    ).toBe(0);
    // search_text as the product service writes it: names in both languages and the stock skus, lowercased.
    const [gaiwan] = await em.execute(`select search_text from product where url = 'celadon-gaiwan'`);
    expect(gaiwan.search_text).toContain('celadon gaiwan');
    expect(gaiwan.search_text).toContain('青瓷蓋碗');
    expect(gaiwan.search_text).toContain('hl-tea-001-stock1');
    // The initial stock is recorded as movements.
    expect(await count(`select count(*) as n from inventory_history where type = 'plus'`)).toBe(
      await count(`select count(*) as n from inventory where quantity > 0 and warehouse_id in ${storage}`),
    );

    const tree: { url: string; level: number; parent: string | null; title: Record<string, string> }[] = await em.execute(
      `select m.url, m.level, p.url as parent, m.title from menu m left join menu p on p.id = m.parent_id where m.type = 'category' order by m.level, m.sort_order`,
    );
    expect(tree.filter((m) => m.level === 1).map((m) => m.url)).toEqual(['women', 'men', 'home']);
    expect(tree.filter((m) => m.level === 2).map((m) => [m.parent, m.url])).toEqual(
      expect.arrayContaining([
        ['women', 'dresses'],
        ['women', 'tops'],
        ['men', 'shirts'],
        ['men', 'trousers'],
        ['home', 'kitchen'],
        ['home', 'tea-ware'],
      ]),
    );
    expect(tree.find((m) => m.url === 'women')!.title).toEqual({ en_us: 'Women', zh_hk: '女裝' });
    const [settings] = await em.execute(`select "values" from setting where "group" = 'product'`);
    const [kwunTong] = await em.execute(`select id from warehouse where name = 'Kwun Tong Warehouse'`);
    expect(settings.values).toMatchObject({ warehouseId: kwunTong.id, warehouseEnabled: false });
  });

  it('serves a product page with prices and options (POST /api/product)', async () => {
    const answer = await shop!.rest('POST', '/api/product', { url: 'linen-wrap-dress', language: 'zh_hk' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ name: '亞麻裹身連身裙', price: '780.00', price_visible: true, available: true });
    expect(answer.body.brand).toMatchObject({ title: '大嶼麻', url: 'lantau-linen' });
    expect(answer.body.categories).toEqual([expect.objectContaining({ title: '連身裙', url: 'dresses' })]);
    expect(answer.body.stocks).toHaveLength(6);
    expect(answer.body.attributes.map((a: { title: string; values: { label: string }[] }) => [a.title, a.values.map((v) => v.label)])).toEqual([
      ['顏色', ['米色', '海軍藍']],
      ['尺碼', ['細碼 S', '中碼 M', '大碼 L']],
    ]);
    const special = await shop!.rest('POST', '/api/product', { url: 'floral-midi-dress', language: 'en_us' });
    expect(special.body).toMatchObject({ name: 'Floral Midi Dress', price: '560.00', special_price: '448.00' });
    const soldOut = await shop!.rest('POST', '/api/product', { url: 'knit-sweater-dress' });
    expect(soldOut.body.available).toBe(false);
    expect(soldOut.body.stocks.every((s: { all_available_inventories: number }) => s.all_available_inventories === 0)).toBe(true);
  });

  it('finds products by an English and a Chinese word, and lists a category page', async () => {
    const english = await shop!.rest('POST', '/api/product/search', { keyword: 'gaiwan', language: 'en_us' });
    expect(english.status).toBe(200);
    expect(english.body.data.map((p: { url: string }) => p.url)).toEqual(['celadon-gaiwan']);
    const chinese = await shop!.rest('POST', '/api/product/search', { keyword: '茶壺', language: 'zh_hk' });
    expect(chinese.body.data.map((p: { url: string; name: string }) => [p.url, p.name])).toContainEqual(['yixing-clay-teapot', '宜興紫砂茶壺']);
    const linen = await shop!.rest('POST', '/api/product/search', { keyword: '亞麻' });
    expect(linen.body.total).toBeGreaterThanOrEqual(5);

    const women = await shop!.rest('POST', '/api/product/category', { url: 'women', per_page: 24 });
    expect(women.status).toBe(200);
    expect(women.body.total).toBe(10);
    const home = await shop!.gql(`{ categoryProducts(input: { url: "tea-ware", perPage: 24 }) { totalItems items { url } } }`);
    expect(home.data?.categoryProducts.totalItems).toBe(5);
  });

  it('serves the generated pictures as PNG files under /uploads', async () => {
    const answer = await shop!.rest('POST', '/api/product', { url: 'celadon-gaiwan' });
    expect(answer.body.images).toEqual(['/uploads/demo/celadon-gaiwan-green.png', '/uploads/demo/celadon-gaiwan-white.png']);
    const response = await fetch(`${shop!.url}${answer.body.images[0]}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/png/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(sniffImage(bytes)).toEqual({ mimeType: 'image/png', extension: 'png', width: 480, height: 480 });
    expect(fs.existsSync(path.join(database!.dataDir, 'uploads', 'demo', 'celadon-gaiwan-green.png'))).toBe(true);
  });

  it('places three orders of the demo shopper in different statuses, through the order code', async () => {
    const orders = await shop!.em.execute<{ status: string; lines: string; moves: string }[]>(
      `select o.status, (select count(*) from order_line l where l.order_id = o.id) as lines, (select count(*) from order_status_change c where c.order_id = o.id) as moves
       from shop_order o join customer c on c.id = o.customer_id where c.email = 'demo@example.com' and o.source <> 'pos' order by o.id`,
    );
    expect(orders.map((o) => [o.status, Number(o.lines), Number(o.moves)])).toEqual([
      ['completed', 2, 4],
      ['shipped', 1, 3],
      ['pending', 2, 1],
    ]);
    const taken = await shop!.em.execute<{ n: string }[]>(`select count(*) as n from inventory_history where type = 'order'`);
    expect(Number(taken[0].n)).toBeGreaterThanOrEqual(5);
  });

  it('seeds content in en_us and zh_hk: two pages, three blocks, four articles in two categories', async () => {
    expect((await shop!.rest('POST', '/api/page?language=zh_hk', { url: 'about-us' })).body.title).toBe('關於我們');
    expect((await shop!.rest('POST', '/api/page', { url: 'shipping-returns' })).body.title).toBe('Shipping and returns');
    for (const identifier of ['home_welcome', 'free_shipping', 'contact_hours'])
      expect((await shop!.rest('POST', '/api/block', { identifier })).status).toBe(200);
    for (const url of ['news', 'style-guides']) {
      const category = await shop!.rest('POST', '/api/category', { url, language: 'zh_hk' });
      expect(category.body.articles.total_items).toBe(2);
    }
    expect((await shop!.rest('POST', '/api/article', { url: 'linen-care', language: 'zh_hk' })).body.title).toBe('麻質衣物護理');
  });

  it('seeds a slider with three slides and composes the home page of it, blocks, product rows and articles', async () => {
    const home = await shop!.rest('GET', '/api/home?language=zh_hk');
    expect(home.body.sections.map((s: { type: string; value: string | null }) => [s.type, s.value])).toEqual([
      ['slider', 'home_hero'],
      ['block', 'home_welcome'],
      ['new', null],
      ['featured', null],
      ['block', 'free_shipping'],
      ['articles', null],
    ]);
    const slides = home.body.sections[0].slider.slides;
    expect(slides.map((s: { title: string }) => s.title)).toEqual(['新一季登場', '滿 HK$500 免運費', '穿搭指南']);
    const picture = await fetch(`${shop!.url}${slides[0].image}`);
    expect(sniffImage(Buffer.from(await picture.arrayBuffer()))).toEqual({ mimeType: 'image/png', extension: 'png', width: 1200, height: 450 });
    expect((await fetch(`${shop!.url}${slides[0].mobile_image}`)).status).toBe(200);
  });

  it('seeds two receiver groups, a message in two languages and one sent broadcast', async () => {
    const token = await shop!.adminToken();
    const groups = await shop!.rest('GET', '/api/admin/receiver_group?keyword=e', undefined, token);
    expect(groups.body.data.map((g: { name: string }) => g.name)).toEqual(expect.arrayContaining(['Newsletter readers', 'Recent buyers']));
    const broadcasts = await shop!.rest('GET', '/api/admin/broadcast', undefined, token);
    const sent = broadcasts.body.data.find((b: { status: string }) => b.status === 'sent');
    expect(sent).toMatchObject({ receiver_groups: ['Newsletter readers'] });
    expect(sent.sent).toBe(sent.recipients);
    const message = await shop!.rest('GET', `/api/admin/message/${sent.message_id}?language=zh_hk`, undefined, token);
    expect(message.body.subject).toBe('{first_name}，新品到貨');
  });

  it('seeds the lead funnel "New enquiries": five stages and a dozen leads on its board', async () => {
    const token = await shop!.adminToken();
    const funnels = await shop!.rest('GET', '/api/admin/funnel?keyword=New%20enquiries', undefined, token);
    expect(funnels.body.data).toHaveLength(1);
    const board = await shop!.rest('GET', `/api/admin/funnel/${funnels.body.data[0].id}/board`, undefined, token);
    expect(board.body.columns).toHaveLength(5);
    expect(board.body.columns.reduce((sum: number, column: { count: number }) => sum + column.count, 0)).toBe(12);
  });

  // Issue 45's "done when": the feed of the whole demo catalogue validates against schema.feed.json,
  // record by record, and lists every visible product and stock (on this file's seeded database: a
  // second demo seed of its own cost the run half a minute).
  it('answers a product feed of the whole catalogue: every record valid, every visible product and stock, priced and with stock', async () => {
    const token = await shop!.adminToken();
    const feed = await fetchFeed(shop!, await apiKey(shop!, token, ['agentic_checkout']));
    expect(feed.status).toBe(200);
    const validProduct = feedValidator('Product');
    expect(feed.records.map((record) => [record.id, validProduct(record)]).filter(([, problem]) => problem)).toEqual([]);
    const [counts] = await shop!.em
      .getConnection()
      .execute(
        'select (select count(*) from product where visibled) as products, (select count(*) from stock s join product p on p.id = s.product_id where p.visibled and s.visibled) as stocks',
      );
    expect(feed.records.length).toBe(Number(counts.products));
    expect(feed.records.flatMap((record) => record.variants)).toHaveLength(Number(counts.stocks));
    expect(feed.records.length).toBeGreaterThan(20);
    // The demo's products are described, pictured, categorised and branded: the feed says so.
    expect(feed.records.every((record) => record.description?.plain && record.media?.length)).toBe(true);
    const variants = feed.records.flatMap((record) => record.variants);
    expect(variants.every((variant) => variant.price.currency === 'HKD' && variant.price.amount > 0)).toBe(true);
    expect(variants.some((variant) => variant.availability.available)).toBe(true);
    expect(variants.some((variant) => variant.categories?.some((category: { taxonomy: string }) => category.taxonomy === 'brand'))).toBe(true);
  });

  it('changes nothing when the shop starts again on the same data', async () => {
    const before = await snapshot(shop!);
    await shop!.close();
    shop = undefined;
    shop = await start();
    const after = await snapshot(shop);
    expect(after).toEqual(before);
  });
});
