import type { CartFieldsFragment } from '../../../web/src/graphql/shop/graphql';

type Cart = CartFieldsFragment;
type Line = Cart['items'][number];

/** A cart line of stock `stockId` at HK$100.00 a unit (5 can be bought). */
export function cartLine(id: number, stockId: number, quantity: number, overrides: Partial<Line> = {}): Line {
  // The mocks answer like the server, __typename included (the generated fragment types leave it out).
  return {
    ...({ __typename: 'CartLine' } as object),
    id,
    stockId,
    quantity,
    productId: 7,
    productName: `Teapot ${id}`,
    productUrl: `teapot-${id}`,
    image: null,
    sku: `TEA-stock${stockId}`,
    options: 'Blue / Large',
    price: '100.00',
    specialPrice: null,
    unitPrice: '100.00',
    lineTotal: (100 * quantity).toFixed(2),
    discount: '0.00',
    netTotal: (100 * quantity).toFixed(2),
    availableInventories: 5,
    ...overrides,
  };
}

export function cartView(cartId: string | null, items: Line[]): Cart {
  return {
    ...({ __typename: 'CartView' } as object),
    cartId,
    items,
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    subtotal: items.reduce((sum, item) => sum + Number(item.lineTotal), 0).toFixed(2),
    coupons: [],
    promotions: [],
    totals: {
      ...({ __typename: 'CartTotals' } as object),
      subtotal: items.reduce((sum, item) => sum + Number(item.lineTotal), 0).toFixed(2),
      discountTotal: '0.00',
      grandTotal: items.reduce((sum, item) => sum + Number(item.lineTotal), 0).toFixed(2),
    },
  };
}

export const CART_ID = 'c0ffee00-0000-4000-8000-000000000001';
