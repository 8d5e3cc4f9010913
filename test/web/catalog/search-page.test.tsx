import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SearchProductsDocument } from '../../../web/src/graphql/shop/graphql';
import { SearchPage } from '../../../web/src/shop/catalog/SearchPage';
import { clearCookies, messages, type MockedResponse } from '../shop/shop-test-utils';
import { card, fullLocation, renderPage } from './catalog-test-utils';

function searchMock(keyword: string, page: number, names: string[], totalItems: number, inStock = false): MockedResponse {
  return {
    request: { query: SearchProductsDocument, variables: { input: { keyword, page, perPage: 24, inStock }, language: 'en_us' } },
    result: {
      data: {
        searchProducts: {
          __typename: 'ProductCardList',
          items: names.map((name, i) => card(page * 100 + i, name, '10.00')),
          page,
          perPage: 24,
          totalItems,
        },
      },
    },
  };
}

function renderSearch(path: string, mocks: MockedResponse[] = []) {
  renderPage({ path, routePath: '/search/:keyword', page: <SearchPage />, mocks });
}

const names = () => screen.getAllByTestId('product-card-name').map((el) => el.textContent);

beforeEach(() => {
  clearCookies();
  // jsdom has no scrolling; the pagination scrolls to the top.
  window.scrollTo = () => undefined;
});

describe('search page (/search/{keyword})', () => {
  it('says so when the keyword breaks the rule, without searching', async () => {
    renderSearch(`/search/${encodeURIComponent('green tea!')}`);
    expect(await screen.findByTestId('search-invalid')).toHaveProperty('textContent', messages['shop.search.invalidKeyword']);
    expect(screen.queryByTestId('product-grid')).toBeNull();
  });

  it('lists the matches, Chinese keywords included, page by page', async () => {
    renderSearch(`/search/${encodeURIComponent('綠茶')}`, [searchMock('綠茶', 1, ['龍井綠茶'], 30), searchMock('綠茶', 2, ['碧螺春綠茶'], 30)]);
    await waitFor(() => expect(names()).toEqual(['龍井綠茶']));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Search results for "綠茶"');
    // The cards' names are the level under the page's h1 (there is no h2 between them).
    expect(screen.getAllByRole('heading', { level: 2 }).map((el) => el.textContent)).toEqual(['龍井綠茶']);
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(fullLocation()).toBe(`/search/${encodeURIComponent('綠茶')}?page=2`));
    await waitFor(() => expect(names()).toEqual(['碧螺春綠茶']));
  });

  it('keeps "in stock only" in the URL with the page, starting again at page 1 when switched', async () => {
    renderSearch('/search/tea?page=2', [
      searchMock('tea', 2, ['Oolong'], 30),
      searchMock('tea', 1, ['Sencha'], 30, true),
      searchMock('tea', 2, ['Matcha'], 30, true),
    ]);
    await waitFor(() => expect(names()).toEqual(['Oolong']));
    const toggle = screen.getByRole('switch', { name: messages['shop.catalog.filter.inStock'] });
    expect(toggle).toHaveProperty('checked', false);
    fireEvent.click(toggle);
    await waitFor(() => expect(fullLocation()).toBe('/search/tea?in_stock=1'));
    await waitFor(() => expect(names()).toEqual(['Sencha']));
    fireEvent.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(fullLocation()).toBe('/search/tea?page=2&in_stock=1'));
    await waitFor(() => expect(names()).toEqual(['Matcha']));
    expect(screen.getByRole('switch', { name: messages['shop.catalog.filter.inStock'] })).toHaveProperty('checked', true);
  });

  it('says when nothing matches', async () => {
    renderSearch('/search/matcha', [searchMock('matcha', 1, [], 0)]);
    expect(await screen.findByTestId('search-empty')).toHaveProperty('textContent', 'No products match "matcha".');
  });
});
