import { BrowserJourney, JOURNEY_SETUP_TIMEOUT_MS, messages } from '../support/browser.js';
import { unique } from '../support/shop.js';
import { sellable } from '../integration/order-fixtures.js';
import { makeStore, openRegister, sell, type TestStore } from '../integration/pos-fixtures.js';

/**
 * Issue 18, the cashier's day: opens a register with a float, scans two items (sku + Enter, as a
 * scanner types), takes cash and gives change, prints the 80 mm receipt, refunds one item against the
 * receipt, closes the register with the counted cash and reads the Z report. A shopper then finds the
 * store from the footer at 390 px. At another counter, a member pays with points in US dollars, and a
 * customer exchanges a mug for a dearer jug.
 */

const t = messages('en-US');
const PASSWORD = 'Cashier-pass-123';

let journey: BrowserJourney | undefined;
let store: TestStore;
let cashierEmail: string;
let skus: string[];
let storeName: string;
/** A second store, its register open, where a member pays part of a ticket with points, in US dollars. */
let memberStore: TestStore;
let memberSku: string;
/** The points journey's member (1000 points); the exchange journey has a customer of its own. */
let memberEmail: string;
let usdRate: number;
/** At the member store, a mug (30.00) a customer bought by card is exchanged for a jug (50.00). */
let mugStockId: number;
let mugSku: string;
let jugSku: string;

beforeAll(async () => {
  journey = await BrowserJourney.start('pos-cashier');
  const shop = journey.shop;
  const token = await shop.adminToken();
  storeName = unique('Central ');
  store = await makeStore(shop, token, { name: storeName, opening_hours: '10:00-21:00', receipt_footer: 'Thank you for shopping' });
  const a = await sellable(shop, { stock: { [store.warehouseId]: 5 }, price: '30.00', name: 'Tea cup' });
  const b = await sellable(shop, { stock: { [store.warehouseId]: 5 }, price: '20.00', name: 'Saucer' });
  skus = [a.sku, b.sku];
  const role = await shop.gql(
    'mutation($input: RoleInput!) { createRole(input: $input) { id } }',
    { input: { name: unique('Cashier '), permissions: ['offlinestore'] } },
    token,
  );
  memberStore = await makeStore(shop, token);
  await openRegister(shop, token, memberStore);
  memberSku = (await sellable(shop, { stock: { [memberStore.warehouseId]: 5 }, price: '100.00', name: 'Teapot' })).sku;
  memberEmail = `${unique('member')}@example.com`;
  const member = await shop.rest('POST', '/api/admin/pos/customer', { first_name: 'May', last_name: 'Wong', email: memberEmail }, token);
  await shop.rest('POST', `/api/admin/user/${member.body.id}/points`, { points: 1000, remark: 'Welcome' }, token);
  const mug = await sellable(shop, { stock: { [memberStore.warehouseId]: 5 }, price: '30.00', name: 'Mug' });
  mugSku = mug.sku;
  jugSku = (await sellable(shop, { stock: { [memberStore.warehouseId]: 5 }, price: '50.00', name: 'Jug' })).sku;
  mugStockId = mug.stockId;
  const currencies = (await shop.rest('GET', '/api/admin/pos/currencies', undefined, token)).body as { identifier: string; rate: string }[];
  usdRate = Number(currencies.find((c) => c.identifier === 'USD')!.rate);
  cashierEmail = `${unique('cashier')}@example.com`;
  await shop.gql(
    'mutation($input: CreateAdminAccountInput!) { createAccount(input: $input) { id } }',
    {
      input: { name: 'Cashier Chan', email: cashierEmail, password: PASSWORD, passwordConfirmation: PASSWORD, enabled: true, roleId: role.data!.createRole.id },
    },
    token,
  );
}, JOURNEY_SETUP_TIMEOUT_MS);

afterAll(async () => {
  await journey?.finish();
});

async function cashierPage(viewport?: { width: number; height: number }) {
  // window.print opens the printer dialog: the journey counts the calls instead.
  const page = await journey!.newPage({ initScript: 'window.print = () => { window.__printed = (window.__printed || 0) + 1; };', viewport });
  await journey!.signIn('admin', cashierEmail, PASSWORD);
  return page;
}

it('opens a register, sells two scanned items for cash, prints, refunds one, closes with the Z report', async () => {
  const page = await cashierPage();

  // The dashboard leads a cashier to each store's counter by its name.
  await page.goto('/admin');
  await page.getByTestId('dashboard-counters').getByTestId(`pos-link-${store.id}`).filter({ hasText: storeName }).click();
  await page.waitForURL((url) => url.pathname === `/admin/store/pos/${store.id}`);
  await page.getByTestId('pos-float').fill('100.00');
  await page.getByTestId('pos-open-register').click();

  const scan = page.getByTestId('pos-scan');
  for (const sku of skus) {
    await scan.fill(sku);
    await scan.press('Enter');
    await page.getByTestId(`pos-line-${sku}`).waitFor();
  }
  await page.getByTestId('pos-total').filter({ hasText: '50.00' }).waitFor();
  await page.getByTestId('pos-amount').fill('100');
  await page.getByTestId('pos-add-payment').click();
  expect(await page.getByTestId('pos-change').innerText()).toContain('50.00');
  await page.getByTestId('pos-complete').click();

  await page.getByTestId('pos-receipt').waitFor();
  const receiptNumber = await page.getByTestId('pos-receipt-number').innerText();
  expect(receiptNumber).toBe(`${store.prefix}-000001`);
  expect(await page.getByTestId('pos-receipt').innerText()).toContain('Thank you for shopping');
  expect(await page.getByTestId('pos-receipt-change').innerText()).toBe('HK$50.00');
  await page.getByTestId('pos-receipt-print').click();
  expect(await page.evaluate('window.__printed')).toBe(1);

  await page.getByTestId('pos-new-sale').click();
  await page.getByTestId('pos-tab-return').click();
  await page.getByTestId('pos-return-receipt').fill(receiptNumber);
  await page.getByTestId('pos-return-find').click();
  await page.getByTestId(`pos-return-qty-${skus[0]}`).fill('1');
  // What the refund goes back by unless the cashier picks one: as the sale was paid (here, cash).
  expect(await page.getByRole('combobox', { name: t('admin.pos.refundMethod') }).innerText()).toBe(t('admin.pos.refundAsPaid'));
  await page.getByTestId('pos-return-submit').click();
  await page.getByTestId('pos-return-done').waitFor();
  expect(await page.getByTestId('pos-receipt').innerText()).toContain(t('admin.pos.returned').replace('{count}', '1'));

  await page.getByTestId('pos-close-button').click();
  await page.getByTestId('pos-session-amount').fill('118.00');
  await page.getByTestId('pos-close-confirm').click();
  await page.getByTestId('pos-report-z').waitFor();
  // float 100 + cash 50 (100 tendered, 50 change) - refund 30 = 120 expected; 118 counted.
  expect(await page.getByTestId('pos-expected-cash').innerText()).toBe('HK$120.00');
  expect(await page.getByTestId('pos-over-short').innerText()).toBe('-HK$2.00');

  const shopper = await journey!.newPage({ viewport: { width: 390, height: 844 }, screenshot: 'pos-stores-390' });
  await shopper.goto('/');
  await shopper.getByTestId('footer-stores').click();
  await shopper.waitForURL((url) => url.pathname === '/stores');
  const card = shopper.getByTestId('store-card').filter({ hasText: storeName });
  await card.waitFor();
  expect(await card.innerText()).toContain('10:00-21:00');
  // The way there: the store on a map, found by its name and address (a new tab; a phone opens its maps app).
  const directions = card.getByTestId('store-directions');
  expect(await directions.getAttribute('href')).toBe(
    `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${storeName}, 1 Queen’s Road Central`)}`,
  );
  expect(await directions.getAttribute('target')).toBe('_blank');
  const width = Number(await shopper.evaluate('document.documentElement.scrollWidth'));
  expect(width).toBeLessThanOrEqual(390);

  expect(journey!.pageErrors).toEqual([]);
});

/** 24 more products at the member store, once: its tiles run well past the screen. */
let shelf: Promise<void> | undefined;
function fullShelf(): Promise<void> {
  shelf ??= (async () => {
    for (let i = 0; i < 24; i += 1) await sellable(journey!.shop, { stock: { [memberStore.warehouseId]: 1 }, price: '10.00', name: `Coaster ${i}` });
  })();
  return shelf;
}

it('on a phone (or a tablet held upright) a bar at the foot of the tiles shows the ticket and takes the cashier to it', async () => {
  await fullShelf();
  const page = await cashierPage({ width: 390, height: 844 });
  await page.goto(`/admin/store/pos/${memberStore.id}`);
  await page.getByText('Coaster 23').waitFor();
  expect(await page.getByTestId('pos-ticket-bar').count()).toBe(0);
  const scan = page.getByTestId('pos-scan');
  for (const sku of [memberSku, jugSku]) {
    await scan.fill(sku);
    await scan.press('Enter');
    await page.getByTestId(`pos-line-${sku}`).waitFor({ state: 'attached' });
  }
  // 100.00 + 50.00, the ticket itself far below the tiles.
  const bar = page.getByTestId('pos-ticket-bar');
  await bar.filter({ hasText: '2 items · HK$150.00' }).waitFor();
  const box = await bar.boundingBox();
  expect(box!.y + box!.height).toBeLessThanOrEqual(844);
  expect((await page.getByTestId('pos-ticket-panel').boundingBox())!.y).toBeGreaterThan(844);
  await page.getByTestId('pos-ticket-bar-go').click();
  // Its top below the fixed top bar (64 px), on the screen (the page may end before it reaches the bar).
  const top = async () => (await page.getByTestId('pos-ticket-panel').boundingBox())!.y;
  for (let wait = 0; (await top()) < 64 || (await top()) > 300; wait += 1) {
    if (wait === 40) throw new Error(`the ticket did not come into view (its top at ${await top()} px)`);
    await page.waitForTimeout(50);
  }
  expect(journey!.pageErrors).toEqual([]);
});

it('on a tablet the selling screen has the width (the sidebar on demand), and the total and payment stay in view', async () => {
  await fullShelf();
  const page = await cashierPage({ width: 1024, height: 600 });
  // The way to the counter is on the screen of the store list (it was off to the right, under the row actions).
  await page.goto('/admin/store');
  const link = page.getByTestId(`pos-link-${memberStore.id}`);
  const linkBox = (await link.boundingBox())!;
  expect(linkBox.x + linkBox.width).toBeLessThanOrEqual(1024 - 120);
  await link.click();
  await page.waitForURL((url) => url.pathname === `/admin/store/pos/${memberStore.id}`);
  const scan = page.getByTestId('pos-scan');
  for (const sku of [memberSku, jugSku]) {
    await scan.fill(sku);
    await scan.press('Enter');
    await page.getByTestId(`pos-line-${sku}`).waitFor();
  }
  // The sidebar starts hidden at the counter; the top bar's button still shows it.
  expect(await page.getByTestId('admin-sidebar').isVisible()).toBe(false);
  const tiles = await page.getByTestId('pos-scan').boundingBox();
  expect(tiles!.x).toBeLessThan(40);
  // Scrolled down the tiles to the last, the whole ticket panel is on the screen (it scrolls within itself).
  await page.getByText('Coaster 23').waitFor();
  expect(await page.evaluate('document.documentElement.scrollHeight - window.innerHeight')).toBeGreaterThan(400);
  await page.evaluate('window.scrollTo(0, document.documentElement.scrollHeight)');
  const box = await page.getByTestId('pos-ticket-panel').boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(600);
  // 150.00 due: the customer hands over 200.00, one tap on the suggested sum.
  await page.getByTestId('pos-total').filter({ hasText: '150.00' }).waitFor();
  await page.getByTestId('pos-cash-200.00').click();
  expect(await page.getByTestId('pos-change').innerText()).toContain('50.00');
  await page.getByTestId('pos-complete').scrollIntoViewIfNeeded();
  expect(await page.getByTestId('pos-complete').isEnabled()).toBe(true);
  await page.getByTestId('admin-sidebar-toggle').click();
  await page.getByTestId('admin-sidebar').waitFor({ state: 'visible' });
  expect(journey!.pageErrors).toEqual([]);
});

it('a member pays part of the ticket with reward points, in US dollars; the receipt shows the points', async () => {
  const page = await cashierPage();
  await page.goto(`/admin/store/pos/${memberStore.id}`);
  const scan = page.getByTestId('pos-scan');
  await scan.fill(memberSku);
  await scan.press('Enter');
  await page.getByTestId(`pos-line-${memberSku}`).waitFor();
  const search = page.getByRole('textbox', { name: t('admin.pos.customer.search') });
  await search.fill(memberEmail);
  await search.press('Enter');
  await page.getByRole('button', { name: new RegExp(memberEmail) }).click();
  await page.getByTestId('pos-customer').waitFor();
  // The ticket's quote (the member's spendable points) arrives after the customer shows.
  const pointsHelp = page.getByText(t('admin.pos.pointsHelp').replace('{count}', '1000'));
  await pointsHelp.waitFor();
  expect(await pointsHelp.count()).toBe(1);
  await page.getByTestId('pos-points').fill('1000');
  // At most half of the 100.00 ticket: 500 points for 50.00.
  await page.getByTestId('pos-points-discount').filter({ hasText: '-HK$50.00' }).waitFor();
  await page.getByTestId('pos-total').filter({ hasText: '50.00' }).waitFor();
  await page.getByRole('combobox', { name: t('admin.pos.currency') }).click();
  await page.getByRole('option', { name: /^USD/ }).click();
  const charged = (Math.round(50 * usdRate * 100) / 100).toFixed(2);
  await page.getByTestId('pos-charged').filter({ hasText: charged }).waitFor();
  // An empty amount pays what is due, in dollars.
  await page.getByTestId('pos-add-payment').click();
  await page.getByTestId('pos-complete').click();
  await page.getByTestId('pos-receipt').waitFor();
  expect(await page.getByTestId('pos-receipt-points').innerText()).toBe('-HK$50.00');
  expect(await page.getByTestId('pos-receipt').innerText()).toContain(charged);
  expect(journey!.pageErrors).toEqual([]);
});

it('exchanges a mug for a dearer jug: the mug’s price pays first, cash the difference; the receipt shows both', async () => {
  const token = await journey!.shop.adminToken();
  // A customer of its own: the points journey's member must keep her 1000 points whichever runs first.
  const buyerEmail = `${unique('buyer')}@example.com`;
  const buyer = await journey!.shop.rest('POST', '/api/admin/pos/customer', { first_name: 'Ken', last_name: 'Lee', email: buyerEmail }, token);
  const mugSale = await sell(journey!.shop, token, memberStore, {
    customer_id: buyer.body.id,
    lines: [{ stock_id: mugStockId, quantity: 1 }],
    payments: [{ method: 'card', amount: '30', reference: 'T-1' }],
    // The receipt went to another address: the exchange still finds the customer by the sale's.
    receipt_email: `${unique('office')}@example.com`,
  });
  const mugReceipt = mugSale.body.receipt_number;
  const page = await cashierPage();
  await page.goto(`/admin/store/pos/${memberStore.id}`);
  await page.getByTestId('pos-tab-return').click();
  await page.getByTestId('pos-return-receipt').fill(mugReceipt);
  await page.getByTestId('pos-return-find').click();
  await page.getByTestId(`pos-return-qty-${mugSku}`).fill('1');
  await page.getByTestId('pos-return-exchange').click();
  // Back on the selling screen: the mug comes back in this sale, for the customer who bought it.
  expect(await page.getByTestId('pos-exchange').innerText()).toContain(t('admin.pos.exchangeOf').replace('{number}', mugReceipt));
  expect(await page.getByTestId('pos-customer').innerText()).toContain(`Ken Lee · ${buyerEmail}`);
  // Its credit shows at once, before anything new is scanned, and nothing can be paid yet.
  await page.getByTestId('pos-exchange-credit').filter({ hasText: '30.00' }).waitFor();
  await page.getByTestId('pos-exchange-refund').filter({ hasText: '30.00' }).waitFor();
  expect(await page.getByTestId('pos-complete').isDisabled()).toBe(true);
  const scan = page.getByTestId('pos-scan');
  await scan.fill(jugSku);
  await scan.press('Enter');
  await page.getByTestId(`pos-line-${jugSku}`).waitFor();
  await page.getByTestId('pos-to-pay').filter({ hasText: '20.00' }).waitFor();
  await page.getByTestId('pos-amount').fill('50');
  await page.getByTestId('pos-add-payment').click();
  expect(await page.getByTestId('pos-change').innerText()).toContain('30.00');
  await page.getByTestId('pos-complete').click();
  await page.getByTestId('pos-receipt').waitFor();
  const receipt = await page.getByTestId('pos-receipt').innerText();
  expect(receipt).toContain(`${t('admin.pos.method.exchange')} ${mugReceipt}`);
  expect(await page.getByTestId('pos-receipt-change').innerText()).toBe('HK$30.00');
  // The next ticket starts without the exchange.
  await page.getByTestId('pos-new-sale').click();
  expect(await page.getByTestId('pos-exchange').count()).toBe(0);
  expect(journey!.pageErrors).toEqual([]);
});
