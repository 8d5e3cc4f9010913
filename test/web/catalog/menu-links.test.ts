import { itemsForDevice, menuLink, menuLinkTargetProps, type MenuLinkSource } from '../../../web/src/shop/layout/menu-links';
import type { MenuType } from '../../../web/src/graphql/shop/graphql';

const item = (type: MenuType, url: string, openInCurrentTab = true): MenuLinkSource => ({ type, url, openInCurrentTab });

describe('menu item link targets (spec section 2)', () => {
  it.each<[MenuType, string, string]>([
    ['category', 'green-tea', '/category/green-tea'],
    ['page', 'about-us', '/page/about-us'],
    ['blog_article', 'brewing-guide', '/blog/article/brewing-guide'],
    ['blog_category', 'news', '/blog/category/news'],
    ['form', 'wholesale', '/form/wholesale'],
  ])('%s -> storefront route', (type, url, href) => {
    expect(menuLink(item(type, url))).toEqual({ href, internal: true, newTab: false });
  });

  it('link -> the url itself, as a plain anchor', () => {
    expect(menuLink(item('link', 'https://example.com/tea?x=1'))).toEqual({ href: 'https://example.com/tea?x=1', internal: false, newTab: false });
    expect(menuLink(item('link', '/search/oolong')).href).toBe('/search/oolong');
  });

  it('keeps a url to one path segment', () => {
    expect(menuLink(item('category', '綠茶')).href).toBe(`/category/${encodeURIComponent('綠茶')}`);
    expect(menuLink(item('page', 'a/b?c')).href).toBe('/page/a%2Fb%3Fc');
  });

  it('opens in the same tab when open_in_current_tab, else in a new tab with rel=noopener', () => {
    expect(menuLinkTargetProps(menuLink(item('page', 'faq', true)))).toEqual({});
    expect(menuLink(item('page', 'faq', false)).newTab).toBe(true);
    expect(menuLinkTargetProps(menuLink(item('link', 'https://example.com', false)))).toEqual({ target: '_blank', rel: 'noopener' });
  });
});

describe('menu items per device', () => {
  const node = (id: number, mobile: boolean, desktop: boolean, children: unknown[] = []) => ({
    id,
    title: `item ${id}`,
    type: 'category' as const,
    url: `c${id}`,
    openInCurrentTab: true,
    displayInMobile: mobile,
    displayInDesktop: desktop,
    children: children as never[],
  });
  const tree = [node(1, true, true, [node(11, true, false), node(12, false, true)]), node(2, false, true), node(3, true, false, [node(31, true, true)])];

  it('keeps the items (and children) displayed on the device', () => {
    const mobile = itemsForDevice(tree, 'mobile');
    expect(mobile.map((i) => i.id)).toEqual([1, 3]);
    expect(mobile[0]!.children.map((i) => i.id)).toEqual([11]);
    expect(mobile[1]!.children.map((i) => i.id)).toEqual([31]);

    const desktop = itemsForDevice(tree, 'desktop');
    expect(desktop.map((i) => i.id)).toEqual([1, 2]);
    expect(desktop[0]!.children.map((i) => i.id)).toEqual([12]);
  });
});
