import { readFileSync } from 'node:fs';
import { render, screen } from '@testing-library/react';
import { PublicMenusDocument } from '../../../web/src/graphql/shop/graphql';
import { DEFAULT_LOGO, ShopHeader, logoBox } from '../../../web/src/shop/layout/ShopHeader';
// The header's lazy chunks, loaded up front (jest's module loader can fail two dynamic imports racing).
import '../../../web/src/shop/layout/SearchBox';
import { ShopTestProviders, clearCookies, publicConfigMock, type MockedResponse } from './shop-test-utils';

const SIZED = '/uploads/2026/11/0123456789abcdef0123456789abcdef-600x200.png';

const noMenu: MockedResponse = {
  request: { query: PublicMenusDocument, variables: { language: 'en_us' } },
  result: { data: { publicMenus: [] } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

function renderHeader(logo: string) {
  const config = publicConfigMock(null, { images: { icon: null, logo, banner: null } });
  render(
    <ShopTestProviders mocks={[config, noMenu]}>
      <ShopHeader />
    </ShopTestProviders>,
  );
}

beforeEach(clearCookies);

/** The header's logo has its box before its picture arrives (no layout shift on the first screen). */
describe('shop header logo', () => {
  it('is 40 px tall and as wide as its shape at that height', () => {
    expect(logoBox(SIZED)).toEqual({ width: 120, height: 40 });
    expect(logoBox(DEFAULT_LOGO.src)).toEqual({ width: 35, height: 40 });
    // A picture from elsewhere or an older upload: no size to go by.
    expect(logoBox('https://cdn.example.com/logo.png')).toBeUndefined();
    expect(logoBox('/uploads/demo/logo.png')).toBeUndefined();
  });

  it('knows the default logo by the size its file states', () => {
    const svg = readFileSync(new URL('../../../web/public/images/default-logo.svg', import.meta.url), 'utf8');
    const tag = /<svg\b[^>]*>/.exec(svg)![0];
    const size = ['width', 'height'].map((name) => Number(new RegExp(`\\s${name}="(\\d+)"`).exec(tag)![1]));
    expect(size).toEqual([DEFAULT_LOGO.width, DEFAULT_LOGO.height]);
  });

  it('gives the picture its width and height, loaded at once', async () => {
    renderHeader(SIZED);
    const logo = await screen.findByTestId('shop-logo');
    expect(['width', 'height', 'loading', 'alt'].map((name) => logo.getAttribute(name))).toEqual(['120', '40', 'eager', 'Tea House']);
  });

  it("names the shop beside the default mark on a phone too, the mark itself silent; a merchant's logo alone names it", async () => {
    renderHeader(DEFAULT_LOGO.src);
    const mark = await screen.findByTestId('shop-logo');
    expect(mark.getAttribute('alt')).toBe('');
    const name = screen.getByText('Tea House');
    expect(getComputedStyle(name).display).toBe('block');
  });

  it('gives a logo of unknown shape the whole room, a box of 40 px tall all the same', async () => {
    renderHeader('https://cdn.example.com/logo.png');
    const logo = await screen.findByTestId('shop-logo');
    expect(['width', 'height'].map((name) => logo.getAttribute(name))).toEqual(['200', '40']);
  });
});
