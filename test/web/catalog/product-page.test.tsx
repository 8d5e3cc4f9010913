import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { COOKIE, getCookie, setCookie } from '../../../web/src/app/cookies';
import { AddCartItemDocument, ProductExistsDocument, StorefrontProductDocument, type StorefrontProductQuery } from '../../../web/src/graphql/shop/graphql';
import { ProductPage } from '../../../web/src/shop/product/ProductPage';
import { clearCookies, messages, type MockedResponse } from '../shop/shop-test-utils';
import { cartLine, cartView } from '../cart/cart-fixtures';
import { renderPage } from './catalog-test-utils';

type Product = StorefrontProductQuery['storefrontProduct'];

// Colour (1): red 11, blue 12. Size (2): small 21, large 22.
const value = (id: number, label: string) => ({ __typename: 'StorefrontAttributeValue' as const, id, code: label.toLowerCase(), label });
const stock = (id: number, options: number[], price: string, specialPrice: string | null, available: number, imageList: string[] = []) => ({
  __typename: 'StorefrontStock' as const,
  id,
  sku: `TEA-stock${id}`,
  price,
  specialPrice,
  options,
  allAvailableInventories: available,
  imageList,
});

function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    __typename: 'StorefrontProduct',
    id: 7,
    url: 'teapot',
    sku: 'TEA',
    name: 'Clay teapot',
    description: '<p>Hand made <strong>clay</strong>.</p>',
    metaTitle: 'Clay teapot | Tea House',
    metaDescription: 'A hand made clay teapot.',
    imageList: ['http://shop.test/uploads/a.png', 'http://shop.test/uploads/b.png'],
    price: '100.00',
    specialPrice: '80.00',
    priceVisible: true,
    available: true,
    brand: { __typename: 'StorefrontBrand', id: 2, title: 'Hill Co', url: 'hill' },
    categories: [{ __typename: 'CategoryRef', id: 3, title: 'Teaware', url: 'teaware' }],
    attributes: [
      { __typename: 'StorefrontAttribute', id: 1, key: 'colour', title: 'Colour', values: [value(11, 'Red'), value(12, 'Blue')] },
      { __typename: 'StorefrontAttribute', id: 2, key: 'size', title: 'Size', values: [value(21, 'Small'), value(22, 'Large')] },
    ],
    stocks: [stock(1, [11, 21], '100.00', '80.00', 3), stock(2, [11, 22], '150.00', null, 0), stock(3, [12, 22], '200.00', null, 5)],
    ...overrides,
  } as Product;
}

function productMock(product: Product = makeProduct(), url = 'teapot'): MockedResponse {
  return {
    request: { query: StorefrontProductDocument, variables: { url, language: 'en_us' } },
    result: { data: { storefrontProduct: product } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** The page guard's answer (POST /api/check, type product) for the url of the path. */
function guardMock(url: string, exists: boolean): MockedResponse {
  return {
    request: { query: ProductExistsDocument, variables: { url } },
    result: { data: { checkPage: { __typename: 'CheckResult', exists } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

function renderProduct(mocks: MockedResponse[] = [productMock()], config = {}, path = '/product/teapot', exists = true) {
  const mocksWithGuard = [guardMock(path.replace('/product/', ''), exists), ...mocks];
  renderPage({ path, routePath: '/product/:url', page: <ProductPage />, mocks: mocksWithGuard, config });
}

const price = () => screen.getByTestId('product-price');
const option = (kind: number, id: number) => screen.getByTestId(`option-${kind}-${id}`);

beforeEach(() => {
  clearCookies();
  document.title = 'Tea House';
});

describe('product page (/product/{url})', () => {
  it('shows the product with its price in the chosen currency, and its meta title and description', async () => {
    setCookie(COOKIE.currency, 'USD');
    renderProduct();
    expect(await screen.findByTestId('product-name')).toHaveProperty('textContent', 'Clay teapot');
    // USD at 0.128: special 80 -> 10.24, regular 100 -> 12.80 struck through.
    await waitFor(() => expect(within(price()).getByTestId('special-price').textContent).toBe('US$10.24'));
    expect(within(price()).getByTestId('regular-price').textContent).toBe('US$12.80');
    expect(within(price()).getByTestId('regular-price').closest('s')).toBeTruthy();
    expect(screen.getByTestId('product-description').innerHTML).toBe('<p>Hand made <strong>clay</strong>.</p>');
    expect(screen.getByTestId('product-image').getAttribute('src')).toBe('http://shop.test/uploads/a.png');
    expect(screen.getByRole('link', { name: 'Teaware' }).getAttribute('href')).toBe('/category/teaware');
    expect(document.title).toBe('Clay teapot | Tea House');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('A hand made clay teapot.');
  });

  it('selects options as spec section 4 says and shows the chosen stock, its price and availability', async () => {
    renderProduct();
    await screen.findByTestId('option-selector');
    expect(screen.getByTestId('stock-availability').textContent).toBe(messages['shop.product.chooseOptions']);

    // Red: red-small can be sold, red-large is sold out.
    fireEvent.click(option(1, 11));
    expect(option(1, 11).getAttribute('aria-pressed')).toBe('true');
    expect(option(2, 21)).toHaveProperty('disabled', false);
    expect(option(2, 22)).toHaveProperty('disabled', true);

    // Red + small: the chosen stock.
    fireEvent.click(option(2, 21));
    expect(screen.getByTestId('stock-availability').textContent).toBe('In stock (3 available)');
    expect(within(price()).getByTestId('special-price').textContent).toBe('HK$80.00');
    // Issue 20: the product code, never the stock's internal sku.
    expect(screen.getByText('SKU: TEA')).toBeTruthy();
    expect(screen.queryByText(/TEA-stock1/)).toBeNull();

    // A second click on red deselects it: no stock chosen, blue is offered again.
    fireEvent.click(option(1, 11));
    expect(option(1, 11).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByTestId('stock-availability').textContent).toBe(messages['shop.product.chooseOptions']);
    // Small chosen: blue comes only in large.
    expect(option(1, 12)).toHaveProperty('disabled', true);
    fireEvent.click(option(2, 21));
    expect(option(1, 12)).toHaveProperty('disabled', false);

    // Blue + large: HK$200, 5 available.
    fireEvent.click(option(1, 12));
    fireEvent.click(option(2, 22));
    expect(screen.getByTestId('stock-availability').textContent).toBe('In stock (5 available)');
    expect(price().textContent).toBe('HK$200.00');
  });

  it("shows the chosen colour's pictures, and the product's again without a choice (issue 20)", async () => {
    const [a, b] = ['http://shop.test/uploads/a.png', 'http://shop.test/uploads/b.png'];
    const stocks = [stock(1, [11, 21], '100.00', null, 3, [a]), stock(2, [11, 22], '150.00', null, 2, [a]), stock(3, [12, 22], '200.00', null, 5, [b])];
    renderProduct([productMock(makeProduct({ stocks }))]);
    const shown = async () => (await screen.findByTestId('product-image')).getAttribute('src');
    expect(await shown()).toBe(a);
    expect(screen.getAllByRole('button', { name: /^Show picture/ })).toHaveLength(2);
    fireEvent.click(option(1, 12));
    expect(await shown()).toBe(b);
    // One picture for blue: no row of thumbnails.
    expect(screen.queryAllByRole('button', { name: /^Show picture/ })).toHaveLength(0);
    fireEvent.click(option(1, 12));
    expect(screen.getAllByRole('button', { name: /^Show picture/ })).toHaveLength(2);
  });

  it('says out of stock for a chosen stock without inventories', async () => {
    renderProduct([productMock(makeProduct({ attributes: [], stocks: [stock(9, [], '50.00', null, 0)], available: false }))]);
    expect(await screen.findByTestId('stock-availability')).toHaveProperty('textContent', messages['shop.product.outOfStock']);
    // Issue 20: 'Sold out' on a disabled button, not an active 'Add to cart'.
    expect(screen.getByTestId('add-to-cart').textContent).toBe(messages['shop.product.soldOut']);
    expect(screen.getByTestId('add-to-cart')).toHaveProperty('disabled', true);
  });

  it("shows a sold-out product (no option chosen yet) as 'Sold out', disabled (issue 20)", async () => {
    renderProduct([productMock(makeProduct({ stocks: [stock(3, [12, 22], '50.00', null, 0)], available: false }))]);
    const button = await screen.findByTestId('add-to-cart');
    expect(button.textContent).toBe(messages['shop.product.soldOut']);
    expect(button).toHaveProperty('disabled', true);
  });

  it('puts the chosen stock in the cart and keeps its cart_id', async () => {
    const added: MockedResponse = {
      request: { query: AddCartItemDocument, variables: { input: { cartId: null, stockId: 3, quantity: 2 }, language: 'en_us' } },
      result: { data: { addCartItem: cartView('c0ffee00-0000-4000-8000-000000000001', [cartLine(5, 3, 2)]) } },
    };
    renderProduct([productMock(), added]);
    fireEvent.click(await screen.findByTestId('option-1-12'));
    fireEvent.click(option(2, 22));
    fireEvent.change(screen.getByTestId('quantity'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: messages['shop.product.addToCart'] }));
    expect(await screen.findByText(messages['shop.cart.added']!)).toBeTruthy();
    expect(getCookie(COOKIE.cartId)).toBe('c0ffee00-0000-4000-8000-000000000001');
  });

  it("shows the server's refusal in the 'Tip: Shopping Cart' dialog", async () => {
    const refused: MockedResponse = {
      request: { query: AddCartItemDocument, variables: { input: { cartId: null, stockId: 3, quantity: 1 }, language: 'en_us' } },
      result: {
        errors: [
          new GraphQLError('Invalid input', {
            extensions: { code: 'BAD_USER_INPUT', errors: { quantity: 'The maximum quantity that can be purchased has been reached.' } },
          }),
        ],
      },
    };
    renderProduct([productMock(), refused]);
    fireEvent.click(await screen.findByTestId('option-1-12'));
    fireEvent.click(option(2, 22));
    fireEvent.click(screen.getByRole('button', { name: messages['shop.product.addToCart'] }));
    const dialog = await screen.findByRole('dialog', { name: 'Tip: Shopping Cart' });
    expect(within(dialog).getByText('The maximum quantity that can be purchased has been reached.')).toBeTruthy();
  });

  it('says under the disabled button why, when the server refuses the shopper a cart', async () => {
    const forbidden: MockedResponse = {
      request: { query: AddCartItemDocument, variables: { input: { cartId: null, stockId: 3, quantity: 1 }, language: 'en_us' } },
      result: { errors: [new GraphQLError('Forbidden', { extensions: { code: 'FORBIDDEN' } })] },
    };
    renderProduct([productMock(), forbidden]);
    fireEvent.click(await screen.findByTestId('option-1-12'));
    fireEvent.click(option(2, 22));
    expect(screen.queryByTestId('cart-unavailable')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: messages['shop.product.addToCart'] }));
    const note = await screen.findByTestId('cart-unavailable');
    expect(note.textContent).toBe(messages['shop.product.cartUnavailable']);
    const button = screen.getByTestId('add-to-cart');
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-describedby')).toBe(note.id);
  });

  it('has no cart form in catalog mode', async () => {
    renderProduct([productMock()], { catalogMode: true });
    await screen.findByTestId('product-name');
    expect(screen.queryByTestId('add-to-cart')).toBeNull();
  });

  it('sends a visitor to /login in member-only mode', async () => {
    renderProduct([productMock()], { memberOnly: true });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/login'));
  });

  it('shows the product to a signed-in shopper in member-only mode', async () => {
    setCookie(COOKIE.tokenExpiredAt, new Date(Date.now() + 3600_000).toISOString());
    renderProduct([productMock()], { memberOnly: true });
    expect(await screen.findByTestId('product-name')).toBeTruthy();
    expect(screen.getByTestId('product-price')).toBeTruthy();
  });

  it('goes home when the page guard does not know the url, without asking for the product', async () => {
    renderProduct([], {}, '/product/gone', false);
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('goes home for an unknown product', async () => {
    renderProduct(
      [
        {
          request: { query: StorefrontProductDocument, variables: { url: 'nope', language: 'en_us' } },
          result: { errors: [new GraphQLError('Product not found', { extensions: { code: 'NOT_FOUND' } })] },
        },
      ],
      {},
      '/product/nope',
    );
    expect(await screen.findByTestId('elsewhere')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/');
  });
});

/** The levels of the page's headings in document order (h1 -> 1), as axe's heading-order rule reads them. */
const headingLevels = () => [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) => Number(heading.tagName[1]));

describe('product page headings (issue 46: Lighthouse heading-order)', () => {
  it('starts at the product’s h1 and never skips a level (the options’ names are no headings)', async () => {
    renderProduct();
    await screen.findByTestId('product-name');
    await screen.findByTestId('option-1-11');
    const levels = headingLevels();
    expect(levels[0]).toBe(1);
    // Colour, Size: each labels its group of choices, and was an h6 (MUI's subtitle2) right under the h1.
    expect(screen.getByText('Colour').tagName).toBe('P');
    expect(levels.every((level, index) => index === 0 || level <= levels[index - 1]! + 1)).toBe(true);
    expect(levels).toEqual([1, 2]);
  });
});
