import { getIn } from 'formik';
import { placeFieldErrors, serverTextsIn } from '../../ui/errors';
import type { IntlShape } from 'react-intl';
import * as yup from 'yup';
import { QUANTITY_MESSAGE } from '../../ui/validation/messages';
import type { AdminCreateOrderInput } from '../../graphql/admin/graphql';
import { EMPTY_ADDRESS, addressFieldRules, type AddressFieldValues } from '../../ui/address/AddressFields';
import { inputSchema } from '../../ui/validation/input-schema';
import { text } from '../../ui/validation/rules';

/** One line of a phone order: the stock and how many, with what the screen shows of it. */
export interface OrderLineValues {
  stockId: number;
  quantity: number | string | null;
  productName: string;
  sku: string;
  options: string;
  /** Unit price in the base currency (the special price when there is one). */
  price: string;
  /** What the selling warehouses hold now. */
  available: number;
}

/** The order/create form (`/admin/order/create`), shaped like AdminCreateOrderInput so server errors land on their fields. */
export interface OrderCreateValues {
  customerId: number | null;
  /** Without a customer: the address the order and its mails go to. */
  email: string;
  lines: OrderLineValues[];
  /** A saved address of the customer; null: the typed `shippingAddress`. */
  shippingAddressId: number | null;
  shippingAddress: AddressFieldValues;
  billingSameAsShipping: boolean;
  billingAddress: AddressFieldValues;
  shippingMethodId: number | null;
  paymentMethodId: number | null;
  currency: string | null;
  remark: string;
}

export const EMPTY_ORDER: OrderCreateValues = {
  customerId: null,
  email: '',
  lines: [],
  shippingAddressId: null,
  shippingAddress: EMPTY_ADDRESS,
  billingSameAsShipping: true,
  billingAddress: EMPTY_ADDRESS,
  shippingMethodId: null,
  paymentMethodId: null,
  currency: null,
  remark: '',
};

/** The server's quantity message (cart and order/create). */
export { QUANTITY_MESSAGE };

const none = (id: unknown) => id === null || id === undefined;

/**
 * AdminCreateOrderInput's rules, from the server, in the admin's language: an e-mail without a
 * customer, the typed addresses (AddressInput's rules) when no saved one is chosen, the methods. The
 * lines are the form's own: at least one, each a whole quantity of at least 1 (the server's message);
 * the server decides stock, prices and methods.
 */
export function orderCreateSchema(intl: IntlShape) {
  const address = yup.object(addressFieldRules(intl));
  const quantity = yup.number().typeError(QUANTITY_MESSAGE).integer(QUANTITY_MESSAGE).min(1, QUANTITY_MESSAGE).required(QUANTITY_MESSAGE);
  return inputSchema('AdminCreateOrderInput', {
    pick: ['email', 'shippingMethodId', 'paymentMethodId', 'remark'],
    translate: serverTextsIn(intl),
    adjust: { email: (email) => yup.string().when('customerId', { is: none, then: () => email, otherwise: () => text() }) },
    extra: {
      lines: yup
        .array()
        .of(yup.object({ quantity }))
        .min(1, intl.formatMessage({ id: 'admin.order.linesRequired' })),
      shippingAddress: yup.object().when('shippingAddressId', { is: none, then: () => address }),
      billingAddress: yup.object().when('billingSameAsShipping', { is: false, then: () => address }),
    },
  });
}

const addressInput = (address: AddressFieldValues) => ({
  firstName: address.firstName,
  lastName: address.lastName,
  country: address.country,
  contactNumber: address.contactNumber,
  address: address.address,
});

/** The createOrder input of the (trimmed) form values. */
export function orderCreateInput(values: OrderCreateValues): AdminCreateOrderInput {
  return {
    ...(values.customerId !== null ? { customerId: values.customerId } : { email: values.email }),
    lines: values.lines.map((line) => ({ stockId: line.stockId, quantity: Number(line.quantity) })),
    ...(values.shippingAddressId !== null ? { shippingAddressId: values.shippingAddressId } : { shippingAddress: addressInput(values.shippingAddress) }),
    billingSameAsShipping: values.billingSameAsShipping,
    ...(values.billingSameAsShipping ? {} : { billingAddress: addressInput(values.billingAddress) }),
    shippingMethodId: values.shippingMethodId ?? 0,
    paymentMethodId: values.paymentMethodId ?? 0,
    ...(values.currency ? { currency: values.currency } : {}),
    ...(values.remark ? { remark: values.remark } : {}),
  };
}

/** Fields of the form a server error may name although their value is empty or a list. */
const TOP_FIELDS: readonly string[] = ['customerId', 'email', 'lines', 'shippingAddressId', 'shippingMethodId', 'paymentMethodId', 'currency', 'remark'];

/**
 * Server field errors (`shippingAddress.firstName`, `lines`, `email`...) placed on their fields; the
 * ones the form does not show (e.g. a billing address it did not send) come back as messages.
 */
export function placeOrderErrors(fields: Record<string, string>, values: OrderCreateValues): { errors: Record<string, unknown>; unplaced: string[] } {
  return placeFieldErrors(
    fields,
    (path) => TOP_FIELDS.includes(path) || (getIn(values, path) !== undefined && !(path.startsWith('billingAddress') && values.billingSameAsShipping)),
  );
}
