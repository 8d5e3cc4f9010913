import { useApolloClient } from '@apollo/client/react';
import { useFormikContext, type FormikErrors } from 'formik';
import { useMemo } from 'react';
import { CheckoutPaymentMethodsDocument, CheckoutShippingMethodsDocument, type AddressFieldsFragment } from '../../graphql/shop/graphql';
import { COUNTRY_CODES } from '../../ui/countries';
import { useCart } from '../cart/CartContext';
import { destinationCountry, NEW_ADDRESS, type CheckoutValues } from '../checkout/checkout-form';
import { useShopSettings } from '../settings/ShopSettings';
import { answer, refusal, type AgentTool } from './model-context';
import { agentText } from './shop-tools';
import { useAgentTools } from './useAgentTools';
import { useAgentIntl } from './agent-intl';

/** What the checkout form's last submit came to (CheckoutPage records it): the order placed, or why not. */
export type CheckoutOutcome = { order: { orderNumber: string; paymentKind: string; chargedTotal: string; currency: string } } | { failure: string };

interface Props {
  guest: boolean;
  saved?: readonly AddressFieldsFragment[];
  /** The outcome of the form's last submit. */
  outcome: () => CheckoutOutcome | undefined;
}

const ADDRESS_FIELDS = ['firstName', 'lastName', 'country', 'contactNumber', 'address'] as const;

/** Every message of a formik error tree, as `path: message` lines. */
function errorLines(errors: FormikErrors<unknown> | string | undefined, path = ''): string[] {
  if (!errors) return [];
  if (typeof errors === 'string') return [`${path}: ${errors}`];
  return Object.entries(errors).flatMap(([key, value]) => errorLines(value as FormikErrors<unknown>, path ? `${path}.${key}` : key));
}

/**
 * The checkout's steps as WebMCP tools, registered while the checkout form is on screen: they fill the
 * same formik form the shopper sees (details, shipping method, payment method) and place the order by
 * submitting it, so the screen's rules, the same placeOrder mutation and its answers apply. Placing the
 * order is consequential: it asks for `confirm: true`.
 */
export default function CheckoutAgentTools({ guest, saved, outcome }: Props) {
  const intl = useAgentIntl();
  const client = useApolloClient();
  const { language } = useShopSettings();
  const { cart } = useCart();
  const form = useFormikContext<CheckoutValues>();

  const tools = useMemo((): AgentTool[] => {
    if (!intl) return [];
    const text = (id: string) => agentText(intl, id);
    const addressSchema = {
      type: 'object',
      description: text('checkout.address'),
      properties: {
        firstName: { type: 'string', description: text('checkout.firstName') },
        lastName: { type: 'string', description: text('checkout.lastName') },
        country: { type: 'string', description: text('checkout.country'), enum: COUNTRY_CODES },
        contactNumber: { type: 'string', description: text('checkout.contactNumber') },
        address: { type: 'string', description: text('checkout.addressLines') },
      },
      required: [...ADDRESS_FIELDS],
    };
    const savedIds = (saved ?? []).map((address) => address.id);
    const methodsVariables = () => ({ country: destinationCountry(form.values, saved), subtotal: cart?.subtotal ?? '0', language: language ?? null });
    return [
      {
        name: 'checkout_set_details',
        title: text('checkout.details.title'),
        description: text(guest ? 'checkout.details.guest' : 'checkout.details.member'),
        inputSchema: {
          type: 'object',
          properties: {
            ...(guest ? { email: { type: 'string', format: 'email', description: text('checkout.email') } } : {}),
            ...(savedIds.length ? { shippingAddressId: { type: 'integer', enum: savedIds, description: text('checkout.savedAddress') } } : {}),
            shippingAddress: addressSchema,
            remark: { type: 'string', maxLength: 1000, description: text('checkout.remark') },
          },
        },
        execute: async (input) => {
          const next: CheckoutValues = { ...form.values };
          if (guest && typeof input.email === 'string') next.email = input.email.trim();
          if (typeof input.shippingAddressId === 'number') {
            if (!savedIds.includes(input.shippingAddressId)) return refusal(text('checkout.unknownAddress'));
            next.shippingAddressId = input.shippingAddressId;
          }
          const address = input.shippingAddress as Record<string, unknown> | undefined;
          if (address && typeof address === 'object') {
            next.shippingAddressId = NEW_ADDRESS;
            next.shippingAddress = { ...next.shippingAddress };
            for (const field of ADDRESS_FIELDS) if (typeof address[field] === 'string') next.shippingAddress[field] = (address[field] as string).trim();
          }
          if (typeof input.remark === 'string') next.remark = input.remark;
          next.billingSameAsShipping = true;
          await form.setValues(next, false);
          const errors = await form.validateForm(next);
          const pending = errorLines({ email: errors.email, shippingAddressId: errors.shippingAddressId, shippingAddress: errors.shippingAddress });
          return answer({ saved: true, stillToFix: pending });
        },
      },
      {
        name: 'checkout_shipping_methods',
        title: text('checkout.shippingMethods.title'),
        description: text('checkout.shippingMethods.description'),
        inputSchema: { type: 'object', properties: {} },
        annotations: { readOnlyHint: true },
        execute: async () => {
          const { data } = await client.query({ query: CheckoutShippingMethodsDocument, variables: methodsVariables() });
          return answer(data!.shippingMethods.map(({ id, name, description, fee, freeAbove }) => ({ id, name, description, fee, freeAbove })));
        },
      },
      {
        name: 'checkout_set_shipping_method',
        title: text('checkout.setShipping.title'),
        description: text('checkout.setShipping.description'),
        inputSchema: {
          type: 'object',
          properties: { shippingMethodId: { type: 'integer', description: text('checkout.shippingMethodId') } },
          required: ['shippingMethodId'],
        },
        execute: async (input) => {
          const { data } = await client.query({ query: CheckoutShippingMethodsDocument, variables: methodsVariables() });
          const method = data!.shippingMethods.find((candidate) => candidate.id === input.shippingMethodId);
          if (!method) return refusal(text('checkout.unknownMethod'));
          await form.setFieldValue('shippingMethodId', method.id, false);
          return answer({ shippingMethod: method.name, fee: method.fee });
        },
      },
      {
        name: 'checkout_payment_methods',
        title: text('checkout.paymentMethods.title'),
        description: text('checkout.paymentMethods.description'),
        inputSchema: { type: 'object', properties: {} },
        annotations: { readOnlyHint: true },
        execute: async () => {
          const { data } = await client.query({ query: CheckoutPaymentMethodsDocument, variables: { language: language ?? null } });
          return answer(data!.paymentMethods.map(({ id, name, kind }) => ({ id, name, kind })));
        },
      },
      {
        name: 'checkout_set_payment_method',
        title: text('checkout.setPayment.title'),
        description: text('checkout.setPayment.description'),
        inputSchema: {
          type: 'object',
          properties: { paymentMethodId: { type: 'integer', description: text('checkout.paymentMethodId') } },
          required: ['paymentMethodId'],
        },
        execute: async (input) => {
          const { data } = await client.query({ query: CheckoutPaymentMethodsDocument, variables: { language: language ?? null } });
          const method = data!.paymentMethods.find((candidate) => candidate.id === input.paymentMethodId);
          if (!method) return refusal(text('checkout.unknownMethod'));
          await form.setFieldValue('paymentMethodId', method.id, false);
          return answer({ paymentMethod: method.name, kind: method.kind });
        },
      },
      {
        name: 'checkout_place_order',
        title: text('checkout.place.title'),
        description: text('checkout.place.description'),
        inputSchema: {
          type: 'object',
          properties: { confirm: { type: 'boolean', const: true, description: text('checkout.place.confirm') } },
          required: ['confirm'],
        },
        annotations: { destructiveHint: true, consequentialHint: true },
        execute: async (input) => {
          if (input.confirm !== true) return refusal(text('checkout.place.needConfirm'));
          const errors = errorLines(await form.validateForm());
          if (errors.length) return refusal(`${text('checkout.place.fix')}\n${errors.join('\n')}`);
          await form.submitForm();
          const result = outcome();
          if (result && 'order' in result) return answer({ placed: true, ...result.order });
          return refusal([text('checkout.place.refused'), result?.failure].filter(Boolean).join('\n'));
        },
      },
    ];
  }, [intl, client, language, cart?.subtotal, form, guest, saved, outcome]);
  useAgentTools(tools);
  return null;
}
