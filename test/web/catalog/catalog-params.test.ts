import { categoryParamsToSearch, categoryProductsInput, pageCount, parseCategoryParams, withFilters } from '../../../web/src/shop/catalog/catalog-params';
import { fromBaseAmount, toBaseAmount } from '../../../web/src/shop/catalog/price-range';

describe('category listing search params', () => {
  it('reads page, sort, attribute values, brands and price range', () => {
    const state = parseCategoryParams(new URLSearchParams('page=3&sort=-price&option=5&option=9&brand=2&min=10&max=99.5&in_stock=1'));
    expect(state).toEqual({ page: 3, sort: '-price', options: [5, 9], brands: [2], priceMin: '10', priceMax: '99.5', inStock: true });
    expect(categoryProductsInput('tea', state)).toEqual({
      url: 'tea',
      page: 3,
      perPage: 24,
      sort: '-price',
      options: [5, 9],
      brands: [2],
      priceMin: '10',
      priceMax: '99.5',
      inStock: true,
    });
  });

  it('falls back to the defaults for malformed values', () => {
    const state = parseCategoryParams(new URLSearchParams('page=0&sort=cheapest&option=x&option=4&option=4&brand=-1&min=abc&max=1.234&in_stock=yes'));
    expect(state).toEqual({ page: 1, sort: 'newest', options: [4], brands: [], priceMin: null, priceMax: null, inStock: false });
    expect(categoryProductsInput('tea', state)).toMatchObject({ options: [4], brands: null, priceMin: null, priceMax: null, inStock: false });
  });

  it('writes only what differs from the defaults and keeps other params', () => {
    const base = new URLSearchParams('utm=mail&page=4');
    const written = categoryParamsToSearch({ page: 1, sort: 'newest', options: [], brands: [], priceMin: null, priceMax: null, inStock: false }, base);
    expect(written.toString()).toBe('utm=mail');
    const full = categoryParamsToSearch({ page: 2, sort: 'name', options: [1, 2], brands: [3], priceMin: '5', priceMax: null, inStock: true });
    expect(full.toString()).toBe('page=2&sort=name&option=1&option=2&brand=3&min=5&in_stock=1');
    expect(parseCategoryParams(full)).toEqual({ page: 2, sort: 'name', options: [1, 2], brands: [3], priceMin: '5', priceMax: null, inStock: true });
  });

  it('starts again at page 1 when a filter or the sort changes', () => {
    const state = parseCategoryParams(new URLSearchParams('page=5'));
    expect(withFilters(state, { brands: [1] }).page).toBe(1);
  });

  it('counts pages of 24', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(24)).toBe(1);
    expect(pageCount(25)).toBe(2);
  });
});

describe('price range in the shopper currency', () => {
  it('converts typed amounts to the base currency, widening bounds between two cents', () => {
    // 1 HKD = 0.128 USD: USD 10 is HKD 78.125.
    expect(toBaseAmount('10', 0.128, 'min')).toBe('78.12');
    expect(toBaseAmount('10', 0.128, 'max')).toBe('78.13');
    expect(toBaseAmount('20', '0.128', 'max')).toBe('156.25');
    expect(toBaseAmount('12.5', 1, 'min')).toBe('12.50');
    expect(toBaseAmount('1e3', 1, 'min')).toBeNull();
  });

  it('shows base amounts in the shopper currency', () => {
    expect(fromBaseAmount('78.12', 0.128)).toBe('10');
    expect(fromBaseAmount('100', 1)).toBe('100');
    expect(fromBaseAmount(null, 1)).toBe('');
  });
});
