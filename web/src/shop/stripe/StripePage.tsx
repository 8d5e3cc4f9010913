import { useMutation, useQuery } from '@apollo/client/react';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { StartStripePaymentDocument, StripeJsUrlDocument, type StartStripePaymentMutation } from '../../graphql/shop/graphql';
import { orderCancelPath, orderSuccessPath, type OrderPageState } from '../order/order-links';
import { hasErrorCode, localizedErrorMessages, localizeServerMessage } from '../../ui/errors';
import { formatMinorUnits, loadStripeJs, type StripeCardElement, type StripeInstance } from './stripe-js';

type Payment = StartStripePaymentMutation['startStripePayment'];

/** An order that needs no card payment any more goes straight to the success page. */
const SETTLED = new Set(['paid', 'shipped', 'completed', 'payment_review']);

/**
 * /stripe?stripe_key=... (outside the layout, spec section 2): the card payment of an order, found by
 * the opaque key of its payment (never its number). Starts (or resumes) the order's PaymentIntent, loads
 * Stripe.js from the configured address, mounts the card element and confirms the payment; a refused
 * card shows Stripe's message and may be tried again. The webhook marks the order paid; this page only
 * leads on to /order/success (with the access key the answer brings, in the history state).
 */
export function StripePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const stripeKey = params.get('stripe_key')?.trim() ?? '';
  const { data: config, error: configError } = useQuery(StripeJsUrlDocument);
  const [start] = useMutation(StartStripePaymentDocument);
  const [payment, setPayment] = useState<Payment>();
  const [stripe, setStripe] = useState<StripeInstance>();
  const [fatal, setFatal] = useState<string>();
  const [message, setMessage] = useState<string>();
  const [paying, setPaying] = useState(false);
  const cardTarget = useRef<HTMLDivElement>(null);
  const card = useRef<StripeCardElement>(null);
  const started = useRef(false);
  const stripeJsUrl = config?.publicConfig.stripeJsUrl;

  useEffect(() => {
    document.title = intl.formatMessage({ id: 'shop.stripe.title' });
  }, [intl]);

  // One PaymentIntent per order: started once (React may run effects twice in development).
  useEffect(() => {
    if (!stripeKey || !stripeJsUrl || started.current) return;
    started.current = true;
    void (async () => {
      try {
        const { data } = await start({ variables: { stripeKey } });
        if (!data) throw new Error(intl.formatMessage({ id: 'shop.stripe.unavailable' }));
        const factory = await loadStripeJs(stripeJsUrl);
        setPayment(data.startStripePayment);
        setStripe(factory(data.startStripePayment.publishableKey));
      } catch (error) {
        // Stripe out of reach (503): the translated "try again later"; an unknown key or an order that can
        // not be paid by card: the server's shopper text in the shopper's language.
        if (hasErrorCode(error, 'SERVICE_UNAVAILABLE')) setFatal(intl.formatMessage({ id: 'shop.stripe.down' }));
        else
          setFatal(
            error instanceof Error && error.message ? localizeServerMessage(intl, error.message) : intl.formatMessage({ id: 'shop.stripe.unavailable' }),
          );
      }
    })();
  }, [stripeKey, stripeJsUrl, start, intl]);

  const settled = payment ? SETTLED.has(payment.status) : false;

  useEffect(() => {
    if (!stripe || !cardTarget.current || card.current || settled) return;
    const element = stripe.elements().create('card', { hidePostalCode: true });
    element.mount(cardTarget.current);
    element.on?.('change', (event) => setMessage(event.error?.message));
    card.current = element;
    return () => {
      element.destroy?.();
      card.current = null;
    };
  }, [stripe, settled]);

  if (!stripeKey) return <Navigate to="/" replace />;
  const orderNumber = payment?.orderNumber;
  const pageState: OrderPageState = payment ? { accessKey: payment.accessKey } : {};
  if (settled && orderNumber) return <Navigate to={orderSuccessPath(orderNumber)} replace state={pageState} />;

  const pay = async () => {
    if (!stripe || !payment || !orderNumber || !card.current) return;
    setPaying(true);
    setMessage(undefined);
    try {
      const result = await stripe.confirmCardPayment(payment.clientSecret, { payment_method: { card: card.current } });
      if (result.error) {
        setMessage(result.error.message || intl.formatMessage({ id: 'shop.stripe.failed' }));
        setPaying(false);
        return;
      }
      navigate(orderSuccessPath(orderNumber), { replace: true, state: pageState });
    } catch (error) {
      setMessage(error instanceof Error && error.message ? error.message : intl.formatMessage({ id: 'shop.stripe.failed' }));
      setPaying(false);
    }
  };

  const failure = fatal ?? (configError ? localizedErrorMessages(intl, configError).join(' ') : undefined);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }} data-testid="stripe-page">
      <Stack spacing={3}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <LockOutlinedIcon color="action" />
          <Typography variant="h5" component="h1">
            <FormattedMessage id="shop.stripe.title" />
          </Typography>
        </Stack>
        {orderNumber ? (
          <Typography data-testid="stripe-order-number">
            <FormattedMessage id="shop.order.number" values={{ number: orderNumber }} />
          </Typography>
        ) : null}
        {failure ? (
          <Alert severity="error" role="alert" data-testid="stripe-fatal">
            {failure}
          </Alert>
        ) : null}
        {!failure && !stripe ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress aria-label={intl.formatMessage({ id: 'shop.stripe.loading' })} />
          </Box>
        ) : null}
        {payment && stripe ? (
          <>
            <Typography variant="h6" component="p" data-testid="stripe-amount">
              <FormattedMessage id="shop.stripe.amount" values={{ amount: formatMinorUnits(payment.amount, payment.currency, intl.locale) }} />
            </Typography>
            <Box>
              <Typography id="stripe-card-label" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                <FormattedMessage id="shop.stripe.card" />
              </Typography>
              <Box
                id="stripe-card"
                role="group"
                aria-labelledby="stripe-card-label"
                ref={cardTarget}
                data-testid="stripe-card"
                sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, minHeight: 44 }}
              />
            </Box>
            {message ? (
              <Alert severity="error" role="alert" data-testid="stripe-error">
                {message}
              </Alert>
            ) : null}
            <Button variant="contained" size="large" onClick={() => void pay()} disabled={paying} data-testid="stripe-pay">
              <FormattedMessage id="shop.stripe.pay" />
            </Button>
          </>
        ) : null}
        {orderNumber ? (
          <Link component={RouterLink} to={orderCancelPath(orderNumber)} state={pageState} data-testid="stripe-cancel">
            <FormattedMessage id="shop.stripe.cancel" />
          </Link>
        ) : (
          <Link component={RouterLink} to="/" data-testid="stripe-home">
            <FormattedMessage id="shop.cart.continue" />
          </Link>
        )}
      </Stack>
    </Paper>
  );
}

export default StripePage;
