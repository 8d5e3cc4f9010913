import { render, screen, within } from '@testing-library/react';
import { AdminSidebar } from '../../../web/src/admin/layout/AdminSidebar';
import { ADMIN_MENU_ITEMS, visibleMenuItems } from '../../../web/src/admin/layout/menu-items';
import { ALL_PERMISSIONS, AdminTestProviders, makeAdmin, messages } from './admin-test-utils';

const SPEC_ORDER = [
  'setting',
  'page',
  'block',
  'menu',
  'brand',
  'role',
  'admin_account',
  'customer_account',
  'product',
  'attribute',
  'payment',
  'shipping',
  'order',
  'offlinestore',
  'slider',
  'membershiptier',
  'warehouse',
  'promotion',
  'report',
  'blog',
  'lead',
  'broadcast',
  'form_builder',
];

function sidebarLinks() {
  return within(screen.getByTestId('admin-sidebar')).getAllByRole('link');
}

describe('admin sidebar (spec section 6)', () => {
  it('lists the spec items in order, with translated labels in every language', () => {
    expect(ADMIN_MENU_ITEMS.map((item) => item.name)).toEqual(SPEC_ORDER);
    expect(ALL_PERMISSIONS).toEqual(SPEC_ORDER);
    for (const name of SPEC_ORDER) expect(messages[`admin.menu.${name}`]).toBeTruthy();
  });

  it('shows every item, in spec order, to an admin with every permission', () => {
    render(
      <AdminTestProviders>
        <AdminSidebar desktopOpen mobileOpen={false} onMobileClose={() => undefined} />
      </AdminTestProviders>,
    );
    const links = sidebarLinks();
    expect(links.map((link) => link.textContent)).toEqual(SPEC_ORDER.map((name) => messages[`admin.menu.${name}`]));
    expect(links[0]!.getAttribute('href')).toBe('/admin/setting');
  });

  it('hides the items named in hiddenMenus and keeps the order of the rest', () => {
    const allowed = ['setting', 'menu', 'admin_account', 'customer_account', 'offlinestore', 'membershiptier', 'form_builder'];
    const admin = makeAdmin(allowed);
    render(
      <AdminTestProviders admin={admin}>
        <AdminSidebar desktopOpen mobileOpen={false} onMobileClose={() => undefined} />
      </AdminTestProviders>,
    );
    const links = sidebarLinks();
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin/setting',
      '/admin/menu',
      '/admin/account',
      '/admin/customer',
      '/admin/store',
      '/admin/membership',
      '/admin/formbuilder',
    ]);
    expect(screen.queryByText(messages['admin.menu.product']!)).toBeNull();
    expect(screen.queryByText(messages['admin.menu.role']!)).toBeNull();
  });

  it('filters by the hidden names only (the pure helper)', () => {
    expect(visibleMenuItems(['page', 'unknown']).map((item) => item.name)).toEqual(SPEC_ORDER.filter((name) => name !== 'page'));
    expect(visibleMenuItems(SPEC_ORDER)).toEqual([]);
  });
});
