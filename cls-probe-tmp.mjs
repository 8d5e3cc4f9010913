// Temporary: CLS of three storefront pages at 390 px (PerformanceObserver), not committed.
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startShop } from './test/bench/lib/server.mjs';
const root = path.resolve('.');
const shop = await startShop({ root, adminEmail: 'admin@example.com', adminPassword: 'bench-admin-password' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--enable-features=WebMCPTesting,DevToolsWebMCPSupport'] });
try {
  const gql = async (query, variables) => (await (await fetch(`${shop.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) })).json()).data;
  const menus = (await gql('{ publicMenus { type url children { type url } } }')).publicMenus.flatMap((m) => [m, ...(m.children ?? [])]);
  const category = menus.find((m) => m.type === 'category');
  const product = (await gql('query($input: CategoryProductsInput!) { categoryProducts(input: $input) { items { url } } }', { input: { url: category.url, page: 1, perPage: 1 } })).categoryProducts.items[0];
  for (const p of ['/', `/category/${category.url}`, `/product/${product.url}`, '/login', '/cart', '/stores', '/contact-us', '/register']) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
    await context.addInitScript(`window.__shifts = []; new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shifts.push([e.value, e.sources.map((s) => s.node ? (s.node.nodeName + '.' + (s.node.className || '')).slice(0, 60) : '?')]); }).observe({ type: 'layout-shift', buffered: true });`);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${shop.url}${p}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const shifts = await page.evaluate('window.__shifts');
    const wide = await page.evaluate('document.documentElement.scrollWidth');
    console.log(p, 'CLS', shifts.reduce((a, [v]) => a + v, 0).toFixed(3), 'scrollWidth', wide, errors.length ? errors : '', JSON.stringify(shifts.filter(([v]) => v > 0.005)).slice(0, 400));
    await context.close();
  }
} finally {
  await browser.close();
  await shop.stop();
}
