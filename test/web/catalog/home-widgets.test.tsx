import { render, screen, waitFor, within } from '@testing-library/react';
import { HomePageDocument, ProductWidgetDocument } from '../../../web/src/graphql/shop/graphql';
import { HomePage } from '../../../web/src/shop/home/HomePage';
// The sections are a lazy chunk: loaded up front so that jest's module loader does not race for it.
import '../../../web/src/shop/home/HomeSections';
import { ShopTestProviders, clearCookies, messages, publicConfigMock, type MockedResponse } from '../shop/shop-test-utils';
import { card } from './catalog-test-utils';

// Product ids are unique across the rows: Apollo keeps one ProductCard per id.
const firstId: Record<string, number> = { new: 1, featured: 10, hot: 20 };

function widgetMock(type: string, names: string[]): MockedResponse {
  return {
    request: { query: ProductWidgetDocument, variables: { type, limit: 8, language: 'en_us' } },
    result: { data: { productWidget: names.map((name, i) => card(firstId[type]! + i, name, '20.00')) } },
  };
}

/** The composition: the three product rows, in this order. */
const homeMock: MockedResponse = {
  request: { query: HomePageDocument, variables: { language: 'en_us' } },
  result: {
    data: {
      homePage: {
        sections: ['new', 'featured', 'hot'].map((type) => ({ __typename: 'HomePageSection', type, value: null, limit: null, slider: null, block: null })),
      },
    },
  },
};

function renderHome(config = {}) {
  render(
    <ShopTestProviders
      mocks={[publicConfigMock(null, config), homeMock, widgetMock('new', ['Sencha', 'Oolong']), widgetMock('featured', ['Teapot']), widgetMock('hot', [])]}
    >
      <HomePage />
    </ShopTestProviders>,
  );
}

beforeEach(clearCookies);

describe('home page product rows', () => {
  it('shows the new and featured rows and leaves out an empty one', async () => {
    renderHome();
    const fresh = await screen.findByTestId('home-widget-new');
    await waitFor(() =>
      expect(
        within(fresh)
          .getAllByTestId('product-card-name')
          .map((el) => el.textContent),
      ).toEqual(['Sencha', 'Oolong']),
    );
    // The row's heading is an h2; its cards' names are the level under it.
    expect(within(fresh).getByRole('heading', { level: 2 }).textContent).toBe(messages['shop.home.widget.new']);
    expect(
      within(fresh)
        .getAllByRole('heading', { level: 3 })
        .map((el) => el.textContent),
    ).toEqual(['Sencha', 'Oolong']);
    const featured = screen.getByTestId('home-widget-featured');
    await waitFor(() => expect(within(featured).getByText('Teapot')).toBeTruthy());
    expect(within(featured).getByTestId('price').textContent).toBe('HK$20.00');
    await waitFor(() => expect(screen.queryByTestId('home-widget-hot')).toBeNull());
  });

  it('hides prices from visitors in member-only mode', async () => {
    renderHome({ memberOnly: true });
    const featured = await screen.findByTestId('home-widget-featured');
    await waitFor(() => expect(within(featured).getByText('Teapot')).toBeTruthy());
    expect(within(featured).queryByTestId('price')).toBeNull();
  });
});
