import { fireEvent, render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { AdminSidebar } from '../../../web/src/admin/layout/AdminSidebar';
import { ADMIN_MENU_GROUPS, currentMenuItem, visibleMenuGroups, visibleMenuItems } from '../../../web/src/admin/layout/menu-items';
import { ALL_PERMISSIONS, AdminTestProviders, makeAdmin, messages } from './admin-test-utils';

/** The groups of issue 46, as merchants know them from Shopify's and Saleor's admin: Settings last. */
const GROUPS: Record<string, string[]> = {
  home: ['home'],
  orders: ['order'],
  products: ['product', 'attribute', 'brand', 'menu', 'warehouse'],
  customers: ['customer_account', 'membershiptier', 'lead', 'lead_funnel'],
  marketing: ['promotion', 'broadcast', 'form_builder'],
  content: ['page', 'block', 'slider', 'blog'],
  stores: ['offlinestore'],
  reports: ['report'],
  settings: ['setting', 'payment', 'shipping', 'role', 'admin_account', 'api_key', 'webhook', 'agentic_checkout', 'product_feed'],
};
const catalogue = (locale: string) => JSON.parse(readFileSync(new URL(`../../../i18n/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;

function renderSidebar(path: string, admin = makeAdmin()) {
  return render(
    <AdminTestProviders admin={admin} path={path}>
      <AdminSidebar desktopOpen mobileOpen={false} onMobileClose={() => undefined} />
    </AdminTestProviders>,
  );
}

const sidebar = () => within(screen.getByTestId('admin-sidebar'));
const links = () => sidebar().getAllByRole('link');

describe('admin sidebar (issue 46: grouped)', () => {
  it('groups every screen, Settings last, with labels in every language', () => {
    const shown = Object.fromEntries(ADMIN_MENU_GROUPS.map((group) => [group.name, group.items.map((item) => item.name)]));
    expect(Object.keys(shown)).toEqual(Object.keys(GROUPS));
    // These keep their places; a resource added later joins a group by its declaration's `menu` among them.
    for (const [group, names] of Object.entries(GROUPS))
      expect({ group, items: shown[group].filter((name) => names.includes(name)) }).toEqual({ group, items: names });
    // Every permission has its place, once.
    const permissions = ADMIN_MENU_GROUPS.flatMap((group) => group.items.map((item) => item.permission)).filter(Boolean);
    expect([...new Set(permissions)].sort()).toEqual([...ALL_PERMISSIONS].sort());
    for (const locale of ['en-US', 'zh-HK', 'zh-CN']) {
      const texts = catalogue(locale);
      for (const group of ADMIN_MENU_GROUPS) {
        expect(texts[`admin.menuGroup.${group.name}`]).toBeTruthy();
        for (const item of group.items) expect(texts[`admin.menu.${item.name}`]).toBeTruthy();
      }
    }
  });

  it('opens the group of the screen on show, marks its item, and keeps the other groups closed', () => {
    renderSidebar('/admin/lead/funnel/management/3');
    const customers = screen.getByTestId('admin-menu-group-customers');
    expect(customers.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('admin-menu-lead_funnel').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('admin-menu-lead').getAttribute('aria-current')).toBeNull();
    expect(screen.getByTestId('admin-menu-group-settings').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('admin-menu-setting')).toBeNull();
    // Home, Orders, Stores and Reports are links of their own, always in view.
    expect(links().map((link) => link.getAttribute('href'))).toEqual([
      '/admin',
      '/admin/order',
      '/admin/customer',
      '/admin/membership',
      '/admin/lead',
      '/admin/lead/funnel',
      '/admin/store',
      '/admin/report',
    ]);
    expect(screen.getByTestId('admin-menu-offlinestore').textContent).toBe(messages['admin.menuGroup.stores']);
  });

  it('opens and closes a group at a click', () => {
    renderSidebar('/admin');
    expect(screen.getByTestId('admin-menu-home').getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByTestId('admin-menu-group-settings'));
    expect(screen.getByTestId('admin-menu-group-settings').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('admin-menu-webhook').getAttribute('href')).toBe('/admin/webhook');
    expect(screen.getByTestId('admin-menu-api_key').textContent).toBe(messages['admin.menu.api_key']);
    fireEvent.click(screen.getByTestId('admin-menu-group-settings'));
    expect(screen.getByTestId('admin-menu-group-settings').getAttribute('aria-expanded')).toBe('false');
  });

  it('shows each group only with the items the role may open, and no group left empty', () => {
    const admin = makeAdmin(['setting', 'menu', 'customer_account', 'offlinestore', 'form_builder']);
    renderSidebar('/admin/menu', admin);
    expect(
      sidebar()
        .getAllByRole('button')
        .map((button) => button.getAttribute('data-testid')),
    ).toEqual(['admin-menu-group-products', 'admin-menu-group-customers', 'admin-menu-group-marketing', 'admin-menu-group-settings']);
    expect(links().map((link) => link.getAttribute('href'))).toEqual(['/admin', '/admin/menu', '/admin/store']);
    for (const name of ['customers', 'marketing', 'settings']) fireEvent.click(screen.getByTestId(`admin-menu-group-${name}`));
    expect(links().map((link) => link.getAttribute('href'))).toEqual([
      '/admin',
      '/admin/menu',
      '/admin/customer',
      '/admin/formbuilder',
      '/admin/store',
      '/admin/setting',
    ]);
    expect(screen.queryByTestId('admin-menu-group-content')).toBeNull();
    expect(screen.queryByTestId('admin-menu-order')).toBeNull();
    expect(screen.queryByText(messages['admin.menu.role']!)).toBeNull();
  });

  it('finds the current item by the longest path, home only at /admin', () => {
    expect(currentMenuItem('/admin')?.name).toBe('home');
    expect(currentMenuItem('/admin/lead/edit/4')?.name).toBe('lead');
    expect(currentMenuItem('/admin/lead/funnel')?.name).toBe('lead_funnel');
    expect(currentMenuItem('/admin/blog/article/edit/2')?.name).toBe('blog');
    expect(currentMenuItem('/admin/mail')).toBeUndefined();
  });

  it('lists the screens of a role for the dashboard, home left out (the pure helpers)', () => {
    expect(visibleMenuItems(ALL_PERMISSIONS.filter((name) => name !== 'page')).map((item) => item.name)).toEqual(['page']);
    expect(visibleMenuItems(['page', 'lead']).map((item) => item.name)).not.toContain('page');
    expect(visibleMenuItems(['lead']).map((item) => item.name)).not.toContain('lead_funnel');
    expect(visibleMenuGroups(ALL_PERMISSIONS).map((group) => group.name)).toEqual(['home']);
  });
});
