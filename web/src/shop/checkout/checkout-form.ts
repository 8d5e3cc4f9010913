import type { IntlShape } from 'react-intl';
import * as yup from 'yup';
import type { AddressFieldsFragment, AddressInput, PlaceOrderInput } from '../../graphql/shop/graphql';
import { serverTextsIn } from '../../ui/errors';
import { inputSchema } from '../../ui/validation/input-schema';
import { MESSAGES, email, required, trimDeep } from '../../ui/validation/rules';
import { EMPTY_ADDRESS, addressFieldRules, type AddressFieldValues } from '../../ui/address/AddressFields';

/** A saved address's id as the address select holds it, or 'new' for one typed in. */
export const NEW_ADDRESS = 'new';
export type AddressChoice = number | typeof NEW_ADDRESS | null;

/** The checkout form; names follow PlaceOrderInput so that the server's field errors land on them. */
export interface CheckoutValues {
  email: string;
  shippingAddressId: AddressChoice;
  shippingAddress: AddressFieldValues;
  billingSameAsShipping: boolean;
  billingAddressId: AddressChoice;
  billingAddress: AddressFieldValues;
  shippingMethodId: number | null;
  paymentMethodId: number | null;
  remark: string;
  /** The newsletter opt-in (double opt-in: a confirmation mail follows the order). */
  newsletter: boolean;
  /** Reward points to pay with (members); empty: none. */
  points: string;
}

/** A member starts from the default addresses (else the first); a guest types them. */
export function initialCheckoutValues(saved: readonly AddressFieldsFragment[] | undefined): CheckoutValues {
  const pick = (flag: 'defaultShipping' | 'defaultBilling'): AddressChoice => (saved?.find((a) => a[flag]) ?? saved?.[0])?.id ?? NEW_ADDRESS;
  return {
    email: '',
    shippingAddressId: pick('defaultShipping'),
    shippingAddress: { ...EMPTY_ADDRESS },
    billingSameAsShipping: true,
    billingAddressId: pick('defaultBilling'),
    billingAddress: { ...EMPTY_ADDRESS },
    shippingMethodId: null,
    paymentMethodId: null,
    remark: '',
    newsletter: false,
    points: '',
  };
}

/**
 * PlaceOrderInput's rules, from the server, in the shopper's language: the methods, the remark, the
 * points. The form adds its own: a guest's e-mail (required and checked by the order service; a
 * member's is the account's), a saved address or a new one chosen, and the typed addresses
 * (AddressInput's rules) only when new.
 */
export function checkoutSchema(intl: IntlShape, guest: boolean) {
  const translate = serverTextsIn(intl);
  const address = yup.object(addressFieldRules(intl));
  const choice = required(yup.mixed<number | string>(), translate(MESSAGES.required));
  return inputSchema('PlaceOrderInput', {
    pick: ['email', 'shippingMethodId', 'paymentMethodId', 'remark', 'points'],
    translate,
    adjust: {
      email: (typed) =>
        guest ? email(required(typed as yup.StringSchema<string | null | undefined>, translate(MESSAGES.required)), translate(MESSAGES.email)) : yup.string(),
    },
    extra: {
      shippingAddressId: choice,
      shippingAddress: yup.object().when('shippingAddressId', { is: NEW_ADDRESS, then: () => address }),
      billingAddressId: yup.mixed().when('billingSameAsShipping', { is: false, then: () => choice }),
      billingAddress: yup.object().when(['billingSameAsShipping', 'billingAddressId'], {
        is: (same: boolean, id: AddressChoice) => !same && id === NEW_ADDRESS,
        then: () => address,
      }),
    },
  });
}

function typed(address: AddressFieldValues): AddressInput {
  const clean = trimDeep(address);
  return { ...clean, country: clean.country ?? '' };
}

/** The destination country: of the saved address chosen, or of the one typed in. */
export function destinationCountry(values: CheckoutValues, saved: readonly AddressFieldsFragment[] | undefined): string | null {
  if (values.shippingAddressId === NEW_ADDRESS) return values.shippingAddress.country || null;
  return saved?.find((address) => address.id === values.shippingAddressId)?.country ?? null;
}

/** What placeOrder gets: a saved address by id or the typed one; the guest's email only for a guest. */
export function placeOrderInput(values: CheckoutValues, extra: { guest: boolean; cartId: string | null; currency: string | null }): PlaceOrderInput {
  const shippingNew = values.shippingAddressId === NEW_ADDRESS;
  const billingNew = values.billingAddressId === NEW_ADDRESS;
  const same = values.billingSameAsShipping;
  return {
    cartId: extra.cartId,
    currency: extra.currency,
    email: extra.guest ? values.email.trim() : null,
    shippingAddressId: shippingNew ? null : (values.shippingAddressId as number | null),
    shippingAddress: shippingNew ? typed(values.shippingAddress) : null,
    billingSameAsShipping: same,
    billingAddressId: same || billingNew ? null : (values.billingAddressId as number | null),
    billingAddress: !same && billingNew ? typed(values.billingAddress) : null,
    shippingMethodId: values.shippingMethodId,
    paymentMethodId: values.paymentMethodId,
    remark: values.remark.trim() || null,
    newsletter: values.newsletter,
    points: pointsOf(values.points),
  };
}

/** The points field as the server takes it: a whole number, or null for none. */
export function pointsOf(value: string): number | null {
  return /^\d{1,9}$/.test(value.trim()) && Number(value) > 0 ? Number(value) : null;
}
