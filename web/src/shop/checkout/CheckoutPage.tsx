import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik, useFormikContext, type FormikErrors, type FormikHelpers } from 'formik';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { COOKIE, getCookie } from '../../app/cookies';
import { AddressesDocument, MeDocument, PlaceOrderDocument, type AddressFieldsFragment } from '../../graphql/shop/graphql';
import { byRootField, hasErrorCode, placeFormErrors, toLocalizedFormErrors } from '../../ui/errors';
import { FormikTextField } from '../../ui/form/FormikTextField';
import { FullPageSpinner } from '../../ui/FullPageSpinner';
import { FormStatus } from '../auth/FormStatus';
import { SHOP_LOGIN_PATH, useShopperToken } from '../auth/shopper-session';
import { useCart, type Cart } from '../cart/CartContext';
import { useCurrency } from '../currency/CurrencyContext';
import { pageLoad } from '../../app/page-load';
import { orderSuccessPath, stripePath, type OrderPageState } from '../order/order-links';
import { useShopSettings } from '../settings/ShopSettings';
import { AddressStep } from './AddressStep';
import { CheckoutStep } from './CheckoutStep';
import { ShippingStep, PaymentStep } from './MethodSteps';
import { ReviewStep } from './ReviewStep';
import { NewsletterOptIn } from '../newsletter/NewsletterOptIn';
import { checkoutSchema, destinationCountry, initialCheckoutValues, placeOrderInput, pointsOf, type CheckoutValues } from './checkout-form';
import { PointsField } from './PointsField';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { useModelContext } from '../agents/model-context';
import type { CheckoutOutcome } from '../agents/CheckoutAgentTools';
import { formTool } from '../agents/form-tool';

// The checkout's WebMCP tools load only in a browser that offers them to an agent.
const CheckoutAgentTools = lazy(() => import('../agents/CheckoutAgentTools').catch(() => ({ default: () => null })));

const CHECKOUT_PATH = '/checkout';
/** The form's top-level fields: a server error on anything else is shown at form level. */
const FORM_FIELDS = [
  'email',
  'shippingAddressId',
  'shippingAddress',
  'billingAddressId',
  'billingAddress',
  'shippingMethodId',
  'paymentMethodId',
  'remark',
  'points',
];

/**
 * /checkout (spec section 2): catalogue mode goes home; a visitor goes to /login (which brings them
 * back) when guest checkout is off or the shop is members-only. The steps: contact, addresses,
 * shipping method, payment method, review and Place order.
 */
export function CheckoutPage() {
  const intl = useIntl();
  const { config } = useShopSettings();
  const token = useShopperToken();
  const { available, cart } = useCart();

  useEffect(() => {
    document.title = intl.formatMessage({ id: 'shop.checkout.title' });
  }, [intl]);

  if (!config) return <FullPageSpinner />;
  if (config.catalogMode) return <Navigate to="/" replace />;
  if (!token && (!config.guestCheckout || config.memberOnly)) return <Navigate to={SHOP_LOGIN_PATH} replace state={{ from: CHECKOUT_PATH }} />;
  if (!available) return <Navigate to="/" replace />;
  if (!cart) return <FullPageSpinner />;
  if (!cart.items.length) {
    return (
      <Stack spacing={2} data-testid="checkout-empty">
        <Typography variant="h4" component="h1">
          <FormattedMessage id="shop.checkout.title" />
        </Typography>
        <Typography>
          <FormattedMessage id="shop.cart.empty" />
        </Typography>
        <Button component={RouterLink} to="/" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
          <FormattedMessage id="shop.cart.continue" />
        </Button>
      </Stack>
    );
  }
  return token ? <MemberCheckout cart={cart} /> : <CheckoutForm cart={cart} guest />;
}

/** A member's email and saved addresses, then the form. */
function MemberCheckout({ cart }: { cart: Cart }) {
  const me = useQuery(MeDocument);
  const addresses = useQuery(AddressesDocument);
  if (me.error || addresses.error) return <ErrorAlert error={me.error ?? addresses.error} />;
  if (!me.data || !addresses.data) return <FullPageSpinner />;
  return <CheckoutForm cart={cart} guest={false} email={me.data.me.email} saved={addresses.data.addresses} />;
}

/** Shows the generic failure (spec section 5) after a submit the rules refused. */
function CheckFieldsNotice() {
  const { submitCount, isValid, isSubmitting } = useFormikContext();
  if (!submitCount || isValid || isSubmitting) return null;
  return (
    <Alert severity="error" role="alert" data-testid="checkout-invalid">
      <FormattedMessage id="shop.form.checkFields" />
    </Alert>
  );
}

interface FormProps {
  cart: Cart;
  guest: boolean;
  email?: string;
  saved?: readonly AddressFieldsFragment[];
}

function CheckoutForm({ cart, guest, email, saved }: FormProps) {
  const intl = useIntl();
  const agentTools = useModelContext();
  const navigate = useNavigate();
  const { language } = useShopSettings();
  const { currency } = useCurrency();
  const { reload, fail } = useCart();
  const [placeOrder] = useMutation(PlaceOrderDocument);
  const schema = useMemo(() => checkoutSchema(intl, guest), [intl, guest]);
  const initialValues = useMemo(() => initialCheckoutValues(saved), [saved]);
  const label = (id: string) => intl.formatMessage({ id });
  // What the last submit came to, for an agent's place-order tool.
  const lastOutcome = useRef<CheckoutOutcome | undefined>(undefined);
  const outcome = useCallback(() => lastOutcome.current, []);

  const submit = async (values: CheckoutValues, helpers: FormikHelpers<CheckoutValues>) => {
    helpers.setStatus(undefined);
    lastOutcome.current = undefined;
    const cartId = getCookie(COOKIE.cartId) || cart.cartId;
    try {
      const { data } = await placeOrder({
        variables: { input: placeOrderInput(values, { guest, cartId, currency: currency ?? null }), language: language ?? null },
      });
      if (!data) return;
      const placed = data.placeOrder;
      lastOutcome.current = {
        order: { orderNumber: placed.orderNumber, paymentKind: placed.paymentKind, chargedTotal: placed.chargedTotal, currency: placed.currency },
      };
      if (placed.paymentKind === 'stripe' && placed.stripeKey) {
        // A full page load: only the card page's Content-Security-Policy (from the server) admits Stripe.js.
        pageLoad.to(stripePath(placed.stripeKey));
        return;
      }
      const state: OrderPageState = { accessKey: placed.accessKey };
      navigate(orderSuccessPath(placed.orderNumber), { replace: true, state });
      void reload();
    } catch (error) {
      // Stock gone meanwhile (409): say so, and back to the cart, which shows what is left.
      if (hasErrorCode(error, 'CONFLICT')) {
        lastOutcome.current = { failure: toLocalizedFormErrors(intl, error).form ?? '' };
        fail(lastOutcome.current.failure);
        await reload();
        navigate('/cart');
        return;
      }
      const { errors, messages: elsewhere } = placeFormErrors(error, byRootField(FORM_FIELDS), intl);
      helpers.setErrors(errors as FormikErrors<CheckoutValues>);
      lastOutcome.current = { failure: [...Object.values(toLocalizedFormErrors(intl, error).fields), ...elsewhere].join('\n') };
      helpers.setStatus(elsewhere.length ? `${label('shop.form.submitFail')}\n${elsewhere.join('\n')}` : undefined);
    }
  };

  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
      {({ values, isSubmitting, status }) => {
        const country = destinationCountry(values, saved);
        return (
          <Form noValidate aria-label={label('shop.checkout.title')} data-testid="checkout-form" {...formTool(intl, 'checkout_form')}>
            {agentTools ? (
              <Suspense fallback={null}>
                <CheckoutAgentTools guest={guest} saved={saved} outcome={outcome} />
              </Suspense>
            ) : null}
            <Stack spacing={3}>
              <Typography variant="h4" component="h1">
                <FormattedMessage id="shop.checkout.title" />
              </Typography>
              <CheckoutStep number={1} title={label('shop.checkout.contact')} testId="checkout-contact">
                {guest ? (
                  <>
                    <FormikTextField name="email" type="email" autoComplete="email" label={label('shop.field.email')} required fullWidth />
                    <Typography variant="body2">
                      <FormattedMessage
                        id="shop.checkout.haveAccount"
                        values={{
                          link: (text) => (
                            <Link component={RouterLink} to={SHOP_LOGIN_PATH} state={{ from: CHECKOUT_PATH }}>
                              {text}
                            </Link>
                          ),
                        }}
                      />
                    </Typography>
                  </>
                ) : (
                  <Typography data-testid="checkout-email">{email}</Typography>
                )}
              </CheckoutStep>
              <CheckoutStep number={2} title={label('shop.checkout.addresses')} testId="checkout-addresses">
                <AddressStep saved={saved} />
              </CheckoutStep>
              <CheckoutStep number={3} title={label('shop.checkout.shippingMethod')} testId="checkout-shipping">
                <ShippingStep country={country} subtotal={cart.subtotal} />
              </CheckoutStep>
              <CheckoutStep number={4} title={label('shop.checkout.paymentMethod')} testId="checkout-payment">
                <PaymentStep />
              </CheckoutStep>
              <CheckoutStep number={5} title={label('shop.checkout.review')} testId="checkout-review-step">
                {guest ? null : <PointsField />}
                <ReviewStep
                  cartId={cart.cartId}
                  shippingMethodId={values.shippingMethodId}
                  country={country}
                  currency={currency ?? null}
                  points={pointsOf(values.points)}
                />
                <FormikTextField name="remark" label={label('shop.checkout.remark')} fullWidth multiline minRows={2} />
                <NewsletterOptIn />
                <FormStatus status={status} />
                <CheckFieldsNotice />
                <Button type="submit" variant="contained" size="large" disabled={isSubmitting} data-testid="place-order">
                  <FormattedMessage id="shop.checkout.placeOrder" />
                </Button>
              </CheckoutStep>
            </Stack>
          </Form>
        );
      }}
    </Formik>
  );
}

export default CheckoutPage;
