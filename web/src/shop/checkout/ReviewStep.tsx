import { memo } from 'react';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { CheckoutQuoteDocument } from '../../graphql/shop/graphql';
import { TotalRow } from '../order/OrderSummary';
import { orderMoney } from '../../ui/order-money';
import { useShopSettings } from '../settings/ShopSettings';
import { useCart } from '../cart/CartContext';
import { CouponField } from '../cart/CouponField';
import { ErrorAlert } from '../../ui/ErrorAlert';

interface Props {
  cartId: string | null;
  shippingMethodId: number | null;
  country: string | null;
  currency: string | null;
  /** Reward points to pay with (members). */
  points: number | null;
}

/**
 * The review: the server's price of the cart for the chosen shipping method and destination, in the
 * chosen currency. Discounts (membership tier, promotions, reward points) arrive as adjustments and
 * have their rows here already.
 */
export const ReviewStep = memo(function ReviewStep({ cartId, shippingMethodId, country, currency, points }: Props) {
  const { locale } = useIntl();
  const { language } = useShopSettings();
  const { cart } = useCart();
  // The cart's coupons are part of the question: applying or removing one prices the review again.
  const coupons = cart?.coupons ?? [];
  const { data, previousData, error } = useQuery(CheckoutQuoteDocument, {
    variables: { input: { cartId, shippingMethodId, country, currency, coupons, points }, language: language ?? null },
    fetchPolicy: 'network-only',
  });
  const quote = (data ?? previousData)?.checkoutQuote;
  if (error && !quote) return <ErrorAlert error={error} />;
  if (!quote) return <Skeleton variant="rounded" height={120} />;
  const { money, charged } = orderMoney(locale, quote);
  return (
    <Stack spacing={0.5} data-testid="checkout-review">
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {quote.lines.map((line) => (
          <Stack component="li" key={line.id} direction="row" sx={{ justifyContent: 'space-between', gap: 2, py: 0.5 }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                {line.productName} × {line.quantity}
              </Typography>
              {line.options ? (
                <Typography variant="body2" color="text.secondary">
                  {line.options}
                </Typography>
              ) : null}
            </Box>
            <Typography sx={{ whiteSpace: 'nowrap' }}>{money(line.lineTotal)}</Typography>
          </Stack>
        ))}
      </Box>
      <Divider sx={{ my: 1 }} />
      <TotalRow label={<FormattedMessage id="shop.checkout.subtotal" />} value={money(quote.subtotal)} testId="review-subtotal" />
      <TotalRow label={<FormattedMessage id="shop.checkout.shippingFee" />} value={money(quote.shippingFee)} testId="review-shipping" />
      {quote.adjustments.map((adjustment, index) => (
        <TotalRow
          key={`${adjustment.source}-${index}`}
          // Points are named in the shopper's language; promotions and tiers come translated from the server.
          label={adjustment.source === 'points' ? <FormattedMessage id="shop.checkout.pointsDiscount" /> : adjustment.label}
          value={money(adjustment.amount)}
        />
      ))}
      {quote.invalidCoupons.length ? (
        <Alert severity="warning" data-testid="review-invalid-coupons">
          <FormattedMessage id="shop.coupon.notApplied" values={{ codes: quote.invalidCoupons.join(', ') }} />
        </Alert>
      ) : null}
      <Box sx={{ pt: 1 }}>
        <CouponField />
      </Box>
      <Divider sx={{ my: 1 }} />
      <TotalRow label={<FormattedMessage id="shop.checkout.total" />} value={charged(quote.chargedTotal)} strong testId="review-total" />
    </Stack>
  );
});
