import { jest } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { orderResource } from '../../../web/src/admin/resources/order';
import {
  PhoneOrderQuoteDocument,
  AdminOrderDocument,
  CreateOrderDocument,
  OrderCustomerDocument,
  OrderProductSearchDocument,
  type AdminCreateOrderInput,
} from '../../../web/src/graphql/admin/graphql';
import { fillIn, renderResource, text } from '../framework/framework-test-utils';
import { choicesMock, customerSearchMock, orderRecord } from './order-fixtures';

const productMock = {
  request: { query: OrderProductSearchDocument, variables: () => true },
  result: {
    data: {
      products: {
        __typename: 'ProductList',
        items: [
          {
            __typename: 'Product',
            id: 30,
            name: 'Tea cup',
            sku: 'CUP',
            imageList: [],
            stocks: [
              {
                __typename: 'Stock',
                id: 301,
                sku: 'CUP-RED',
                price: '100.00',
                specialPrice: '90.00',
                visibled: true,
                allAvailableInventories: 4,
                optionValues: [{ __typename: 'StockOptionValue', id: 1, label: 'Red' }],
              },
            ],
          },
        ],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input, textarea' }) as HTMLInputElement;

const fill = (label: string, value: string) => fillIn(field(label), value);

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: new RegExp(`^${label}`) }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** A guest phone order: email, one line, a typed address, the methods. */
async function fillGuestOrder() {
  fill(text('admin.order.field.email'), 'walk-in@example.com');
  fireEvent.change(screen.getByTestId('order-product-search'), { target: { value: 'cup' } });
  await userEvent.click(await screen.findByRole('option', { name: 'Tea cup (CUP)' }));
  await userEvent.click(screen.getByTestId('order-add-line'));
  await screen.findByTestId('order-line-301');
  fill(text('common.address.firstName'), 'Walk');
  fill(text('common.address.lastName'), 'In');
  // The select's hidden native input (how a browser autofills it): opening 249 countries is slow in jsdom.
  fireEvent.change(document.querySelector('input[name="shippingAddress.country"]')!, { target: { value: 'HKG' } });
  expect(screen.getByText('Hong Kong SAR China')).toBeTruthy();
  fill(text('common.address.contactNumber'), '9123');
  fill(text('common.address.address'), '1 Queen’s Road');
  await choose(text('admin.order.field.shippingMethod'), 'Courier');
  await choose(text('admin.order.field.paymentMethod'), 'Cash on delivery');
}

const EXPECTED_INPUT: AdminCreateOrderInput = {
  email: 'walk-in@example.com',
  lines: [{ stockId: 301, quantity: 1 }],
  shippingAddress: { firstName: 'Walk', lastName: 'In', country: 'HKG', contactNumber: '9123', address: '1 Queen’s Road' },
  billingSameAsShipping: true,
  shippingMethodId: 5,
  paymentMethodId: 2,
  currency: 'HKD',
};

/** The totals before placing (issue 20): the server's quote of the form's lines. */
const quoteMock = {
  request: { query: PhoneOrderQuoteDocument, variables: () => true },
  result: {
    data: {
      phoneOrderQuote: {
        __typename: 'OrderQuote',
        subtotal: '38.00',
        shippingFee: '30.00',
        discountTotal: '0.00',
        grandTotal: '68.00',
        currency: 'HKD',
        currencyRate: '1',
        currencyMark: 'HK$',
        chargedTotal: '68.00',
      },
    },
  },
  maxUsageCount: 100,
};

describe('order create (phone order)', () => {
  it('checks the form before sending: an email without a customer, at least one line, address and methods', async () => {
    const create = jest.fn(() => ({ data: { createOrder: orderRecord() } }));
    renderResource({
      resource: orderResource,
      path: '/admin/order/create',
      mocks: [choicesMock, quoteMock, customerSearchMock, productMock, { request: { query: CreateOrderDocument, variables: () => true }, result: create }],
    });
    await userEvent.click(await screen.findByTestId('form-submit'));
    expect(await screen.findByTestId('form-invalid')).toBeTruthy();
    expect(screen.getByTestId('order-lines-error').textContent).toBe(text('admin.order.linesRequired'));
    const emailBox = field(text('admin.order.field.email'));
    expect(emailBox.getAttribute('aria-invalid')).toBe('true');
    expect(field(text('common.address.firstName')).getAttribute('aria-invalid')).toBe('true');
    fill(text('admin.order.field.email'), 'not-an-email');
    await waitFor(() => expect(screen.getAllByText('Please check your input.').length).toBeGreaterThan(0));
    expect(create).not.toHaveBeenCalled();
  });

  it('sends the order and opens its detail page', async () => {
    const create = jest.fn(() => ({ data: { createOrder: orderRecord({ id: 42 }) } }));
    renderResource({
      resource: orderResource,
      path: '/admin/order/create',
      mocks: [
        choicesMock,
        quoteMock,
        customerSearchMock,
        productMock,
        { request: { query: CreateOrderDocument, variables: { input: EXPECTED_INPUT } }, result: create },
        { request: { query: AdminOrderDocument, variables: { id: 42 } }, result: { data: { order: orderRecord({ id: 42, orderNumber: 'SO42' }) } } },
      ],
    });
    await screen.findByTestId('form-submit');
    await fillGuestOrder();
    // Issue 20: the totals before the order is placed.
    expect((await screen.findByTestId('phone-order-grand-total')).textContent).toBe('HK$68.00');
    expect(screen.getByTestId('phone-order-shipping-fee').textContent).toBe('HK$30.00');
    await userEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/order/42'));
    expect((await screen.findByTestId('order-number')).textContent).toBe('SO42');
    expect(create).toHaveBeenCalledTimes(1);
  });

  it("puts the server's field errors on their fields", async () => {
    renderResource({
      resource: orderResource,
      path: '/admin/order/create',
      mocks: [
        choicesMock,
        quoteMock,
        customerSearchMock,
        productMock,
        {
          request: { query: CreateOrderDocument, variables: { input: EXPECTED_INPUT } },
          result: {
            errors: [
              new GraphQLError('Argument Validation Error', {
                extensions: {
                  code: 'BAD_USER_INPUT',
                  errors: { 'shippingAddress.contactNumber': 'The contact number is invalid.', shippingMethodId: 'ID not exists' },
                },
              }),
            ],
          },
        },
      ],
    });
    await screen.findByTestId('form-submit');
    await fillGuestOrder();
    await userEvent.click(screen.getByTestId('form-submit'));
    const dialog = await screen.findByTestId('message-dialog');
    expect(within(dialog).getByText(text('admin.resource.dialog.createFail'))).toBeTruthy();
    await userEvent.click(within(dialog).getByTestId('message-ok'));
    expect(field(text('common.address.contactNumber')).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The contact number is invalid.')).toBeTruthy();
    expect(screen.getByText('ID not exists')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/admin/order/create');
  });

  it('shows the stock conflict (409) as the server says it', async () => {
    const message = 'Sorry, CUP-RED has just sold out or has fewer units left than you asked for. Nothing was charged; please change your cart.';
    renderResource({
      resource: orderResource,
      path: '/admin/order/create',
      mocks: [
        choicesMock,
        quoteMock,
        customerSearchMock,
        productMock,
        {
          request: { query: CreateOrderDocument, variables: { input: EXPECTED_INPUT } },
          result: { errors: [new GraphQLError(message, { extensions: { code: 'CONFLICT' } })] },
        },
      ],
    });
    await screen.findByTestId('form-submit');
    await fillGuestOrder();
    await userEvent.click(screen.getByTestId('form-submit'));
    const dialog = await screen.findByTestId('message-dialog');
    expect(within(dialog).getByText(message)).toBeTruthy();
  });

  it('orders for a chosen customer, to their default saved address, in another currency', async () => {
    const customerMock = {
      request: { query: OrderCustomerDocument, variables: { id: 11 } },
      result: {
        data: {
          customer: {
            __typename: 'Customer',
            id: 11,
            email: 'mary@example.com',
            firstName: 'Mary',
            lastName: 'Chan',
            addresses: [
              {
                __typename: 'Address',
                id: 90,
                firstName: 'Mary',
                lastName: 'Chan',
                country: 'HKG',
                contactNumber: '1',
                address: 'Office',
                defaultShipping: false,
              },
              {
                __typename: 'Address',
                id: 91,
                firstName: 'Mary',
                lastName: 'Chan',
                country: 'HKG',
                contactNumber: '2',
                address: 'Home',
                defaultShipping: true,
              },
            ],
          },
        },
      },
      maxUsageCount: Number.POSITIVE_INFINITY,
    };
    const create = jest.fn(() => ({ data: { createOrder: orderRecord({ id: 43 }) } }));
    const expected = {
      customerId: 11,
      lines: [{ stockId: 301, quantity: 1 }],
      shippingAddressId: 91,
      billingSameAsShipping: true,
      shippingMethodId: 4,
      paymentMethodId: 3,
      currency: 'USD',
    };
    renderResource({
      resource: orderResource,
      path: '/admin/order/create',
      mocks: [
        choicesMock,
        quoteMock,
        customerSearchMock,
        productMock,
        customerMock,
        { request: { query: CreateOrderDocument, variables: { input: expected } }, result: create },
      ],
    });
    await screen.findByTestId('form-submit');
    await userEvent.click(screen.getByTestId('order-customer'));
    await userEvent.click(await screen.findByRole('option', { name: 'Mary Chan <mary@example.com>' }));
    // A customer needs no email; their default shipping address is chosen and nothing is typed.
    expect(screen.queryByLabelText(new RegExp(`^${text('admin.order.field.email')}`))).toBeNull();
    await waitFor(() => expect(screen.getByRole('combobox', { name: text('admin.order.field.savedAddress') }).textContent).toContain('Home'));
    expect(screen.queryByLabelText(new RegExp(`^${text('common.address.firstName')}`))).toBeNull();

    fireEvent.change(screen.getByTestId('order-product-search'), { target: { value: 'cup' } });
    await userEvent.click(await screen.findByRole('option', { name: 'Tea cup (CUP)' }));
    await userEvent.click(screen.getByTestId('order-add-line'));
    await choose(text('admin.order.field.shippingMethod'), 'Pick-up');
    await choose(text('admin.order.field.paymentMethod'), 'Card');
    await choose(text('admin.order.field.currency'), 'USD (US$)');
    await userEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1));
  });
});
