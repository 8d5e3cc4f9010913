import { fireEvent, render, screen, within } from '@testing-library/react';
import { COOKIE, getCookie, setCookie } from '../../../web/src/app/cookies';
import { HeaderMenu } from '../../../web/src/shop/layout/HeaderMenu';
import { LanguageSwitcher } from '../../../web/src/shop/layout/LanguageSwitcher';
import { ShopTestProviders, clearCookies, messages, publicConfigMock } from './shop-test-utils';

function renderHeaderParts() {
  render(
    <ShopTestProviders mocks={[publicConfigMock(null), publicConfigMock('zh_hk'), publicConfigMock('en_us')]}>
      <LanguageSwitcher />
      <HeaderMenu />
    </ShopTestProviders>,
  );
}

beforeEach(clearCookies);

describe('storefront language switcher', () => {
  it("offers the shop's content languages, writes cookie language and switches the UI text", async () => {
    renderHeaderParts();
    expect(await screen.findByRole('link', { name: 'Home' })).toBeTruthy();
    expect(getCookie(COOKIE.language)).toBeUndefined();

    fireEvent.click(await screen.findByRole('button', { name: new RegExp(`^${messages['shop.header.language']}`) }));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    // The shop offers en_us and zh_hk (settings), named in their own language.
    expect(items.map((item) => item.textContent)).toEqual(['English', '繁體中文']);
    fireEvent.click(items[1]!);

    expect(getCookie(COOKIE.language)).toBe('zh_hk');
    expect(await screen.findByRole('link', { name: '首頁' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Home' })).toBeNull();
    expect(screen.getByRole('button', { name: '語言：繁體中文' })).toBeTruthy();
  });

  it('starts in the language of cookie language', async () => {
    setCookie(COOKIE.language, 'zh_hk');
    renderHeaderParts();
    expect(await screen.findByRole('link', { name: '首頁' })).toBeTruthy();
  });
});
