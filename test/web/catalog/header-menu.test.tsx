import { fireEvent, render, screen, within } from '@testing-library/react';
import { PublicMenusDocument, type MenuType } from '../../../web/src/graphql/shop/graphql';
import { HeaderMenu } from '../../../web/src/shop/layout/HeaderMenu';
// The phone menu and its drawer are lazy chunks: loaded up front so that jest's module loader does not race for them.
import '../../../web/src/shop/layout/MobileMenu';
import '../../../web/src/shop/layout/MobileMenuDrawer';
import { ShopTestProviders, clearCookies, publicConfigMock } from '../shop/shop-test-utils';
import { screenWidth } from './catalog-test-utils';

function node(
  id: number,
  title: string,
  type: MenuType,
  url: string,
  flags: Partial<{ openInCurrentTab: boolean; displayInMobile: boolean; displayInDesktop: boolean }> = {},
  children: unknown[] = [],
) {
  return { __typename: 'MenuNode', id, title, type, url, openInCurrentTab: true, displayInMobile: true, displayInDesktop: true, ...flags, children };
}

const menus = [
  node(1, 'Tea', 'category', 'tea', {}, [
    node(11, 'Green tea', 'category', 'green-tea', {}, [node(111, 'Sencha', 'category', 'sencha')]),
    node(12, 'Desk only', 'page', 'desk', { displayInMobile: false }),
  ]),
  node(2, 'About', 'page', 'about', { displayInMobile: false }),
  node(3, 'Partner', 'link', 'https://partner.example.com/', { openInCurrentTab: false }),
  node(4, 'Phone deals', 'form', 'deals', { displayInDesktop: false }),
];

const menusMock = {
  request: { query: PublicMenusDocument, variables: { language: 'en_us' } },
  result: { data: { publicMenus: menus } },
};

function renderMenu() {
  render(
    <ShopTestProviders mocks={[publicConfigMock(null), menusMock]}>
      <HeaderMenu />
    </ShopTestProviders>,
  );
}

let restoreScreen: () => void = () => undefined;
beforeEach(clearCookies);
afterEach(() => restoreScreen());

describe('header menu', () => {
  it('shows the desktop items with dropdowns and link targets by type', async () => {
    restoreScreen = screenWidth(1280);
    renderMenu();
    const about = await screen.findByRole('link', { name: 'About' });
    expect(about.getAttribute('href')).toBe('/page/about');
    expect(about.getAttribute('target')).toBeNull();
    const partner = screen.getByRole('link', { name: 'Partner' });
    expect(partner.getAttribute('href')).toBe('https://partner.example.com/');
    expect(partner.getAttribute('target')).toBe('_blank');
    expect(partner.getAttribute('rel')).toBe('noopener');
    // Hidden on desktop.
    expect(screen.queryByText('Phone deals')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Tea' }));
    // The dropdown loads when a menu first opens (HeaderPopupMenu.tsx).
    const dropdown = await screen.findByRole('menu');
    expect(within(dropdown).getByRole('menuitem', { name: 'Tea' }).getAttribute('href')).toBe('/category/tea');
    expect(within(dropdown).getByRole('menuitem', { name: 'Green tea' }).getAttribute('href')).toBe('/category/green-tea');
    expect(within(dropdown).getByRole('menuitem', { name: 'Sencha' }).getAttribute('href')).toBe('/category/sencha');
    expect(within(dropdown).getByRole('menuitem', { name: 'Desk only' }).getAttribute('href')).toBe('/page/desk');
  });

  it('opens a drawer with the mobile items on a phone', async () => {
    restoreScreen = screenWidth(390);
    renderMenu();
    fireEvent.click(await screen.findByTestId('shop-menu-open'));
    const drawer = await screen.findByTestId('shop-menu-drawer');
    expect(within(drawer).getByRole('link', { name: 'Phone deals' }).getAttribute('href')).toBe('/form/deals');
    expect(within(drawer).queryByText('About')).toBeNull();
    expect(within(drawer).queryByText('Green tea')).toBeNull();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Show the items of Tea' }));
    expect(within(drawer).getByRole('link', { name: 'Green tea' }).getAttribute('href')).toBe('/category/green-tea');
    // Hidden on mobile.
    expect(within(drawer).queryByText('Desk only')).toBeNull();
  });
});
