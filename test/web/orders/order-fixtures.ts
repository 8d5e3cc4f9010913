import { OrderCustomerSearchDocument, OrderFormChoicesDocument } from '../../../web/src/graphql/admin/graphql';

/** The order screens' pickers: two enabled methods of each kind, HKD base with USD, two customers. */
export const choicesMock = {
  request: { query: OrderFormChoicesDocument },
  result: {
    data: {
      shippingMethods: [
        { __typename: 'ShippingOption', id: 4, name: 'Pick-up', fee: '0.00' },
        { __typename: 'ShippingOption', id: 5, name: 'Courier', fee: '30.00' },
      ],
      paymentMethods: [
        { __typename: 'PaymentOption', id: 2, name: 'Cash on delivery', kind: 'cash_on_delivery' },
        { __typename: 'PaymentOption', id: 3, name: 'Card', kind: 'stripe' },
      ],
      publicConfig: {
        __typename: 'PublicConfig',
        baseCurrency: 'HKD',
        supportedCurrencies: [
          { __typename: 'Currency', identifier: 'HKD', mark: 'HK$', rate: 1 },
          { __typename: 'Currency', identifier: 'USD', mark: 'US$', rate: 0.128 },
        ],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

export const customerSearchMock = {
  request: { query: OrderCustomerSearchDocument, variables: () => true },
  result: {
    data: {
      customers: {
        __typename: 'CustomerList',
        items: [
          { __typename: 'Customer', id: 11, email: 'mary@example.com', firstName: 'Mary', lastName: 'Chan' },
          { __typename: 'Customer', id: 12, email: 'tom@example.com', firstName: 'Tom', lastName: 'Lee' },
        ],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const address = { __typename: 'OrderAddress', firstName: 'Mary', lastName: 'Chan', country: 'HKG', contactNumber: '91234567', address: '1 Queen’s Road' };

/** A paid card order of customer 11 in USD. */
export function orderRecord(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Order',
    id: 7,
    orderNumber: 'SO20261122001',
    email: 'mary@example.com',
    status: 'paid',
    nextStatuses: ['shipped', 'refunded', 'canceled'],
    counterSale: null,
    currency: 'USD',
    currencyMark: 'US$',
    currencyRate: '0.12800000',
    subtotal: '200.00',
    shippingFee: '30.00',
    discountTotal: '0.00',
    discounts: [],
    grandTotal: '230.00',
    chargedTotal: '29.44',
    shippingMethodName: 'Courier',
    paymentMethodName: 'Card',
    paymentKind: 'stripe',
    shippingAddress: address,
    billingAddress: address,
    remark: '',
    paidAt: '2026-11-22T02:00:00.000Z',
    source: 'storefront',
    customerId: 11,
    createdAt: '2026-11-22T01:00:00.000Z',
    updatedAt: '2026-11-22T02:00:00.000Z',
    lines: [
      {
        __typename: 'OrderLine',
        id: 70,
        productName: 'Tea cup',
        productUrl: 'tea-cup',
        sku: 'CUP-RED',
        options: 'Red',
        image: null,
        quantity: 2,
        unitPrice: '100.00',
        lineTotal: '200.00',
        discount: '0.00',
        netTotal: '200.00',
      },
    ],
    statusChanges: [
      {
        __typename: 'OrderStatusChange',
        id: 1,
        fromStatus: null,
        toStatus: 'pending',
        actor: 'customer',
        adminName: '',
        note: '',
        createdAt: '2026-11-22T01:00:00.000Z',
      },
      {
        __typename: 'OrderStatusChange',
        id: 2,
        fromStatus: 'pending',
        toStatus: 'paid',
        actor: 'payment',
        adminName: '',
        note: '',
        createdAt: '2026-11-22T02:00:00.000Z',
      },
    ],
    comments: [],
    ...overrides,
  };
}
