import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import {
  CategoryDetailsDocument,
  CategoryExistsDocument,
  CategoryFilterChoicesDocument,
  CategoryProductsDocument,
} from '../../../web/src/graphql/shop/graphql';
import { CategoryPage } from '../../../web/src/shop/catalog/CategoryPage';
import { variantSrcSet } from '../../../web/src/ui/Picture';
import { clearCookies, messages, type MockedResponse } from '../shop/shop-test-utils';
import { advance, card, fullLocation, renderPage, screenWidth, useFakeTimers, useRealTimers } from './catalog-test-utils';

const LANGUAGE = 'en_us';

const exists = (url: string, answer: boolean): MockedResponse => ({
  request: { query: CategoryExistsDocument, variables: { url } },
  result: { data: { checkPage: { __typename: 'CheckResult', exists: answer } } },
});

const details: MockedResponse = {
  request: { query: CategoryDetailsDocument, variables: { url: 'tea', language: LANGUAGE } },
  result: {
    data: {
      publicMenu: {
        __typename: 'MenuNode',
        id: 3,
        title: 'Tea',
        shortDescription: 'Leaves from the hills.',
        metaTitle: 'Fine tea | Tea House',
        metaDescription: 'Green, black and oolong tea.',
        imagePath: 'http://shop.test/uploads/tea.png',
        parentRecursive: [],
        children: [{ __typename: 'MenuNode', id: 4, title: 'Green tea', type: 'category', url: 'green-tea' }],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** The category's facets: only what its visible products have (categoryFacets). */
const choices: MockedResponse = {
  request: { query: CategoryFilterChoicesDocument, variables: { url: 'tea', language: LANGUAGE } },
  result: {
    data: {
      categoryFacets: {
        __typename: 'CategoryFacets',
        attributes: [
          {
            __typename: 'StorefrontAttribute',
            id: 1,
            title: 'Size',
            values: [
              { __typename: 'StorefrontAttributeValue', id: 21, label: 'Small' },
              { __typename: 'StorefrontAttributeValue', id: 22, label: 'Large' },
            ],
          },
        ],
        brands: [{ __typename: 'StorefrontBrand', id: 2, title: 'Hill Co' }],
        priceMin: '12.00',
        priceMax: '480.00',
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

interface Input {
  page?: number;
  sort?: string;
  options?: number[] | null;
  brands?: number[] | null;
  priceMin?: string | null;
  priceMax?: string | null;
  inStock?: boolean;
}

function products(input: Input, names: string[], totalItems = names.length): MockedResponse {
  return {
    request: {
      query: CategoryProductsDocument,
      variables: {
        input: { url: 'tea', page: 1, perPage: 24, sort: 'newest', options: null, brands: null, priceMin: null, priceMax: null, inStock: false, ...input },
        language: LANGUAGE,
      },
    },
    result: {
      data: {
        categoryProducts: {
          __typename: 'ProductCardList',
          items: names.map((name, i) => card(i + 1, name, '100.00', i === 0 ? '80.00' : null)),
          page: input.page ?? 1,
          perPage: 24,
          totalItems,
        },
      },
    },
  };
}

function renderCategory(path: string, mocks: MockedResponse[]) {
  renderPage({ path, routePath: '/category/:url', page: <CategoryPage />, mocks: [exists('tea', true), details, choices, ...mocks] });
}

const names = () => screen.getAllByTestId('product-card-name').map((el) => el.textContent);

let restoreScreen: () => void;
beforeEach(() => {
  clearCookies();
  document.title = 'Tea House';
  // A laptop: the filters sit beside the products.
  restoreScreen = screenWidth(1280);
});
afterEach(() => {
  restoreScreen();
  useRealTimers();
});

describe('category page (/category/{url})', () => {
  it('goes home when the server does not know the category', async () => {
    renderPage({ path: '/category/nope', routePath: '/category/:url', page: <CategoryPage />, mocks: [exists('nope', false)] });
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('shows the category, its products with prices, and its meta title and description', async () => {
    renderCategory('/category/tea', [products({}, ['Sencha', 'Oolong'])]);
    expect(await screen.findByTestId('category-title')).toHaveProperty('textContent', 'Tea');
    expect(screen.getByText('Leaves from the hills.')).toBeTruthy();
    expect(screen.getByTestId('category-banner').getAttribute('src')).toBe('http://shop.test/uploads/tea.png');
    // On the first screen, in the variant the screen needs.
    expect(['loading', 'srcset'].map((name) => screen.getByTestId('category-banner').getAttribute(name))).toEqual([
      'eager',
      variantSrcSet('http://shop.test/uploads/tea.png'),
    ]);
    await waitFor(() => expect(names()).toEqual(['Sencha', 'Oolong']));
    // The cards' names are the level under the category's h1 (there is no h2 between them).
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tea');
    expect(screen.getAllByRole('heading', { level: 2 }).map((el) => el.textContent)).toEqual(['Sencha', 'Oolong']);
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
    // The special price, the regular price struck through.
    const first = screen.getAllByTestId('product-card')[0]!;
    expect(within(first).getByTestId('special-price').textContent).toBe('HK$80.00');
    expect(within(first).getByTestId('regular-price').closest('s')).toBeTruthy();
    expect(within(first).getByTestId('regular-price').textContent).toBe('HK$100.00');
    expect(document.title).toBe('Fine tea | Tea House');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Green, black and oolong tea.');
    expect(screen.getByRole('link', { name: 'Green tea' }).getAttribute('href')).toBe('/category/green-tea');
  });

  it('reads sort, filters and page from the URL', async () => {
    renderCategory('/category/tea?page=2&sort=-price&option=22&brand=2&min=10&max=500', [
      products({ page: 2, sort: '-price', options: [22], brands: [2], priceMin: '10', priceMax: '500' }, ['Pu-erh'], 30),
    ]);
    await waitFor(() => expect(names()).toEqual(['Pu-erh']));
    expect(screen.getByRole('checkbox', { name: 'Large' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Hill Co' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'Small' })).toHaveProperty('checked', false);
    expect(screen.getByTestId('price-min')).toHaveProperty('value', '10');
    expect(screen.getByTestId('price-max')).toHaveProperty('value', '500');
    expect(screen.getByTestId('category-total').textContent).toBe('30 products');
  });

  it('writes a new sort to the URL and starts again at page 1', async () => {
    renderCategory('/category/tea?page=2', [products({ page: 2 }, ['Sencha'], 30), products({ sort: 'price' }, ['Cheap tea', 'Dear tea'])]);
    await waitFor(() => expect(names()).toEqual(['Sencha']));
    const sort = screen.getByRole('combobox', { name: messages['shop.catalog.sort.label'] });
    expect([...(sort as HTMLSelectElement).options].map((option) => option.text)).toEqual(
      ['newest', 'priceAsc', 'priceDesc', 'nameAsc', 'nameDesc'].map((key) => messages[`shop.catalog.sort.${key}`]),
    );
    fireEvent.change(sort, { target: { value: 'price' } });
    await waitFor(() => expect(fullLocation()).toBe('/category/tea?sort=price'));
    await waitFor(() => expect(names()).toEqual(['Cheap tea', 'Dear tea']));
  });

  it('writes attribute and brand filters to the URL', async () => {
    renderCategory('/category/tea', [
      products({}, ['Sencha', 'Oolong']),
      products({ options: [21] }, ['Small tin']),
      products({ options: [21], brands: [2] }, ['Small Hill tin']),
    ]);
    await waitFor(() => expect(names()).toEqual(['Sencha', 'Oolong']));
    // The category's facets: its attribute values and brands, its price range as the fields' hints.
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['Small', 'Large', 'Hill Co']);
    expect(screen.getByTestId('price-min')).toHaveProperty('placeholder', '12');
    expect(screen.getByTestId('price-max')).toHaveProperty('placeholder', '480');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Small' }));
    await waitFor(() => expect(fullLocation()).toBe('/category/tea?option=21'));
    await waitFor(() => expect(names()).toEqual(['Small tin']));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hill Co' }));
    await waitFor(() => expect(fullLocation()).toBe('/category/tea?option=21&brand=2'));
    await waitFor(() => expect(names()).toEqual(['Small Hill tin']));
  });

  it('applies a price range typed in the chosen currency 500 ms after the last keystroke', async () => {
    useFakeTimers();
    document.cookie = 'currency=USD; path=/';
    renderCategory('/category/tea', [products({}, ['Sencha']), products({ priceMin: '78.12' }, ['Dear tea'])]);
    await waitFor(() => expect(names()).toEqual(['Sencha']));
    fireEvent.change(screen.getByTestId('price-min'), { target: { value: '1' } });
    await advance(300);
    fireEvent.change(screen.getByTestId('price-min'), { target: { value: '10' } });
    await advance(499);
    // Not yet: the shopper may still be typing.
    expect(fullLocation()).toBe('/category/tea');
    await advance(1);
    // USD 10 at 0.128 is HKD 78.125: the lower bound goes down to the cent.
    await waitFor(() => expect(fullLocation()).toBe('/category/tea?min=78.12'));
    await waitFor(() => expect(names()).toEqual(['Dear tea']));
  });

  it('keeps "in stock only" in the URL, from page 1, and reads it back on a reload', async () => {
    renderCategory('/category/tea?page=2', [
      products({ page: 2 }, ['Oolong'], 30),
      products({ inStock: true }, ['Sencha']),
      products({}, ['Sencha', 'Matcha']),
    ]);
    await waitFor(() => expect(names()).toEqual(['Oolong']));
    const toggle = screen.getByRole('switch', { name: messages['shop.catalog.filter.inStock'] });
    expect(toggle).toHaveProperty('checked', false);
    fireEvent.click(toggle);
    await waitFor(() => expect(fullLocation()).toBe('/category/tea?in_stock=1'));
    await waitFor(() => expect(names()).toEqual(['Sencha']));
    expect(screen.getByRole('switch', { name: messages['shop.catalog.filter.inStock'] })).toHaveProperty('checked', true);
    // Clearing the filters clears it too.
    fireEvent.click(screen.getByTestId('filters-clear'));
    await waitFor(() => expect(fullLocation()).toBe('/category/tea'));
    await waitFor(() => expect(names()).toEqual(['Sencha', 'Matcha']));
  });

  it('puts the filters in a drawer on a phone', async () => {
    restoreScreen();
    restoreScreen = screenWidth(390);
    renderCategory('/category/tea', [
      products({}, ['Sencha']),
      products({ brands: [2] }, ['Hill tea']),
      products({ brands: [2], inStock: true }, ['Hill green']),
    ]);
    await waitFor(() => expect(names()).toEqual(['Sencha']));
    expect(screen.queryByRole('checkbox', { name: 'Hill Co' })).toBeNull();
    fireEvent.click(screen.getByTestId('filters-open'));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Hill Co' }));
    await waitFor(() => expect(fullLocation()).toBe('/category/tea?brand=2'));
    fireEvent.click(screen.getByRole('switch', { name: messages['shop.catalog.filter.inStock'] }));
    await waitFor(() => expect(fullLocation()).toBe('/category/tea?brand=2&in_stock=1'));
    fireEvent.click(screen.getByRole('button', { name: messages['shop.catalog.filter.done'] }));
    await waitFor(() => expect(names()).toEqual(['Hill green']));
  });

  it('says when the category went away meanwhile by going home', async () => {
    renderCategory('/category/tea', [
      {
        request: products({}, []).request,
        result: { errors: [new GraphQLError('Category not found', { extensions: { code: 'NOT_FOUND' } })] },
      },
    ]);
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
  });
});
