import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { OrderSummaryFieldsFragment } from '../../graphql/shop/graphql';
import { countryName } from '../../ui/countries';
import { OrderStatusLabel } from './OrderStatusLabel';
import { useOrderMoney } from '../../ui/order-money';
import { Picture } from '../../ui/Picture';
import { useShopDates } from '../settings/useShopDates';

type Order = OrderSummaryFieldsFragment;
type OrderAddress = Order['shippingAddress'];

export function AddressBlock({ title, address }: { title: ReactNode; address: OrderAddress }) {
  const intl = useIntl();
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {title}
      </Typography>
      <Typography>
        {address.firstName} {address.lastName}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{address.address}</Typography>
      <Typography>{countryName(address.country, intl.locale)}</Typography>
      <Typography color="text.secondary">{address.contactNumber}</Typography>
    </Box>
  );
}

/**
 * What the shopper does to pay, by kind: cash on delivery is paid to the courier (never "pay again"); a
 * bank transfer shows the bank details and the reference to write on it (the order number).
 */
function PaymentHow({ order }: { order: OrderSummaryFieldsFragment }) {
  const open = order.status === 'pending';
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      {order.paymentKind === 'cash_on_delivery' ? (
        <Typography variant="body2" color="text.secondary" data-testid="order-payment-cod">
          <FormattedMessage id="shop.order.payment.cashOnDelivery" />
        </Typography>
      ) : null}
      {order.paymentKind === 'bank_transfer' && open ? (
        <Typography variant="body2" data-testid="order-payment-reference">
          <FormattedMessage id="shop.order.payment.reference" values={{ reference: <strong>{order.orderNumber}</strong> }} />
        </Typography>
      ) : null}
      {order.paymentKind !== 'stripe' && order.paymentInstructions ? (
        <Box
          data-testid="order-payment-instructions"
          sx={{ p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflowWrap: 'anywhere', '& p': { my: 0.5 } }}
          // Sanitised by the server when stored (DESIGN.md section 3): no script or event handler.
          dangerouslySetInnerHTML={{ __html: order.paymentInstructions }}
        />
      ) : null}
    </Stack>
  );
}

/** A label and its amount, on one line. */
export function TotalRow({ label, value, strong, testId }: { label: ReactNode; value: string; strong?: boolean; testId?: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography sx={{ fontWeight: strong ? 600 : undefined }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 600 : undefined, whiteSpace: 'nowrap' }} data-testid={testId}>
        {value}
      </Typography>
    </Stack>
  );
}

/** The payment method's heading and name (a split counter payment names each method: "Cash + Card"). */
function PaymentMethodBlock({ order }: { order: Order }) {
  return (
    <>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        <FormattedMessage id="shop.checkout.paymentMethod" />
      </Typography>
      <Typography data-testid="order-payment-method">{order.paymentMethodName}</Typography>
    </>
  );
}

/** Where a web order goes and how it is paid: the addresses, the shipping and the payment method. */
function DeliveryBlocks({ order }: { order: Order }) {
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <AddressBlock title={<FormattedMessage id="shop.checkout.shippingAddress" />} address={order.shippingAddress} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <AddressBlock title={<FormattedMessage id="shop.checkout.billingAddress" />} address={order.billingAddress} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          <FormattedMessage id="shop.checkout.shippingMethod" />
        </Typography>
        <Typography data-testid="order-shipping-method">{order.shippingMethodName}</Typography>
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <PaymentMethodBlock order={order} />
        <PaymentHow order={order} />
      </Grid>
    </Grid>
  );
}

/**
 * A purchase made over a shop's counter (issue 18): the store it was bought in (its name and address, as
 * the sale recorded them), the receipt number printed for it and how it was paid; nothing was shipped.
 */
function CounterSaleBlocks({ order, counterSale }: { order: Order; counterSale: NonNullable<Order['counterSale']> }) {
  return (
    <Grid container spacing={3} data-testid="order-counter-sale">
      <Grid size={{ xs: 12, sm: 6 }}>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          <FormattedMessage id="shop.order.counterSale.store" />
        </Typography>
        <Typography>{counterSale.storeName}</Typography>
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{order.shippingAddress.address}</Typography>
        <Typography color="text.secondary">{order.shippingAddress.contactNumber}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="order-receipt-number">
          <FormattedMessage id="shop.order.counterSale.receipt" values={{ receipt: counterSale.receiptNumber, register: counterSale.registerName }} />
        </Typography>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <PaymentMethodBlock order={order} />
      </Grid>
    </Grid>
  );
}

/**
 * An order as its shopper sees it: number, date, status, the lines (snapshots of names, options and
 * prices), addresses, shipping and payment methods and the totals, all in the order's currency.
 */
export function OrderSummary({ order, showNumber = true }: { order: Order; /** False where the page already shows the number. */ showNumber?: boolean }) {
  const intl = useIntl();
  const dates = useShopDates();
  const { money, minus, charged } = useOrderMoney(order);
  const discount = Number(order.discountTotal);
  return (
    <Stack spacing={3} data-testid="order-summary">
      {/* A gap rather than margins: the date wrapped under the number on a phone started 16 px in. */}
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {showNumber ? (
          // Shown where the order is the page's subject (the account's order page): its main heading.
          <Typography variant="h6" component="h1">
            <FormattedMessage id="shop.order.number" values={{ number: order.orderNumber }} />
          </Typography>
        ) : null}
        <OrderStatusLabel status={order.status} />
        {/* On a phone the date has a line of its own, whatever the number's and the status's widths. */}
        <Typography color="text.secondary" data-testid="order-date" sx={{ flexBasis: { xs: '100%', sm: 'auto' } }}>
          {dates.dateTime(order.createdAt)}
        </Typography>
      </Stack>
      <Paper variant="outlined">
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={intl.formatMessage({ id: 'shop.order.lines' })}>
          {order.lines.map((line) => (
            <Box
              component="li"
              key={line.id}
              data-testid={`order-line-${line.id}`}
              sx={{
                display: 'grid',
                gridTemplateColumns: '56px minmax(0, 1fr) auto',
                gap: 2,
                alignItems: 'center',
                p: 1.5,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ width: 56, height: 56, bgcolor: 'grey.100', borderRadius: 1, overflow: 'hidden' }}>
                {line.image ? (
                  <Picture src={line.image} alt="" sizes="56px" width={56} height={56} sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
                ) : null}
              </Box>
              <Box sx={{ minWidth: 0 }}>
                {line.productUrl ? (
                  <Link component={RouterLink} to={`/product/${encodeURIComponent(line.productUrl)}`} underline="hover">
                    {line.productName}
                  </Link>
                ) : (
                  <Typography>{line.productName}</Typography>
                )}
                {line.options ? (
                  <Typography variant="body2" color="text.secondary">
                    {line.options}
                  </Typography>
                ) : null}
                <Typography variant="body2" color="text.secondary">
                  {line.quantity} × {money(line.unitPrice)}
                </Typography>
              </Box>
              <Typography sx={{ whiteSpace: 'nowrap' }}>{money(line.lineTotal)}</Typography>
            </Box>
          ))}
        </Box>
        <Stack spacing={0.5} sx={{ p: 2 }}>
          <TotalRow label={<FormattedMessage id="shop.checkout.subtotal" />} value={money(order.subtotal)} />
          {order.counterSale ? null : <TotalRow label={<FormattedMessage id="shop.checkout.shippingFee" />} value={money(order.shippingFee)} />}
          {order.discounts.map((source, index) => (
            <TotalRow
              key={`${source.source}-${source.code ?? ''}-${index}`}
              label={source.code ? `${source.label} (${source.code})` : source.label}
              value={minus(source.amount)}
            />
          ))}
          {discount !== 0 ? <TotalRow label={<FormattedMessage id="shop.checkout.discount" />} value={money(order.discountTotal)} /> : null}
          <Divider sx={{ my: 1 }} />
          <TotalRow label={<FormattedMessage id="shop.checkout.total" />} value={charged(order.chargedTotal)} strong testId="order-total" />
        </Stack>
      </Paper>
      {order.counterSale ? <CounterSaleBlocks order={order} counterSale={order.counterSale} /> : <DeliveryBlocks order={order} />}
      {order.remark ? (
        <Box>
          <Typography variant="subtitle2" component="h3" gutterBottom>
            <FormattedMessage id="shop.checkout.remark" />
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{order.remark}</Typography>
        </Box>
      ) : null}
    </Stack>
  );
}
