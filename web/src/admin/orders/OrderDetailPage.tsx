import { useQuery } from '@apollo/client/react';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { AdminOrderDocument, type OrderRecordFragment } from '../../graphql/admin/graphql';
import { countryName } from '../../ui/countries';
import { hasErrorCode } from '../../ui/errors';
import { EditPageFrame } from '../framework/edit/EditPageFrame';
import { useNotFoundRedirect } from '../framework/edit/useEditPageActions';
import { resourcePath, type AnyResource } from '../framework/resource';
import { Section } from '../products/Section';
import { OrderComments } from './OrderComments';
import { OrderHistoryTable } from './OrderHistoryTable';
import { OrderLinesTable } from './OrderLinesTable';
import { OrderSourceLabel } from './OrderSource';
import { OrderStatusActions } from './OrderStatusActions';
import { OrderStatusChip } from './OrderStatusChip';
import { useShopDates } from '../framework/useShopDates';

type Address = OrderRecordFragment['shippingAddress'];

function AddressBlock({ address, testId }: { address: Address; testId: string }) {
  const intl = useIntl();
  return (
    <Typography variant="body2" component="div" data-testid={testId} sx={{ whiteSpace: 'pre-line' }}>
      {`${address.firstName} ${address.lastName}`.trim()}
      {'\n'}
      {address.address}
      {'\n'}
      {countryName(address.country, intl.locale)}
      {'\n'}
      {address.contactNumber}
    </Typography>
  );
}

/** A label and its value, side by side in the header and the payment block. */
function Fact({ labelId, children }: { labelId: string; children: ReactNode }) {
  return (
    <Typography variant="body2" component="div">
      <Typography component="span" variant="body2" color="text.secondary">
        <FormattedMessage id={labelId} />:{' '}
      </Typography>
      {children}
    </Typography>
  );
}

/**
 * An order in the back office (`/admin/order/{id}`, spec 2): header, lines and totals, addresses, payment,
 * the status moves the state machine allows, the status history and the comments. Orders are never
 * edited as a form: they change only by status moves and comments.
 */
export function OrderDetailPage({ resource }: { resource: AnyResource }) {
  const intl = useIntl();
  const params = useParams();
  const id = Number(params.id);
  const badId = !(Number.isInteger(id) && id > 0);
  const { data, error, loading, client } = useQuery(AdminOrderDocument, { variables: { id }, skip: badId, fetchPolicy: 'network-only' });
  const order = data?.order;
  const notFound = badId || hasErrorCode(error, 'NOT_FOUND');

  const title = intl.formatMessage({ id: resource.titleId });
  useEffect(() => {
    document.title = order ? `${title} ${order.orderNumber}` : title;
  }, [title, order]);

  // An order that does not exist: back to the list (there is no blank order to create instead).
  useNotFoundRedirect(notFound, resourcePath(resource));

  /** Puts a newer view of the order in the cache, so every part of the screen shows it. */
  const replace = (next: OrderRecordFragment) => client.writeQuery({ query: AdminOrderDocument, variables: { id }, data: { order: next } });
  const { dateTime } = useShopDates();

  return (
    <EditPageFrame
      resource={resource}
      title={title}
      mode="edit"
      id={id}
      notFound={notFound}
      error={error}
      loading={loading || !order}
      headline={order ? `${title} ${order.orderNumber}` : undefined}
    >
      {order ? (
        <Stack spacing={4}>
          <Stack spacing={1} data-testid="order-header">
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Typography variant="h6" component="h2" data-testid="order-number">
                {order.orderNumber}
              </Typography>
              <OrderStatusChip status={order.status} />
            </Stack>
            <Fact labelId="admin.order.field.createdAt">{dateTime(order.createdAt)}</Fact>
            <Fact labelId="admin.field.updatedAt">{dateTime(order.updatedAt)}</Fact>
            <Fact labelId="admin.order.field.email">
              {order.customerId ? (
                <Link component={RouterLink} to={`/admin/customer/edit/${order.customerId}`} data-testid="order-customer-link">
                  {order.email}
                </Link>
              ) : (
                <span data-testid="order-email">{order.email}</span>
              )}
            </Fact>
            <Fact labelId="admin.order.field.source">
              <OrderSourceLabel source={order.source} />
            </Fact>
            {order.counterSale ? (
              <Fact labelId="admin.order.field.counterSale">
                <span data-testid="order-counter-sale">
                  <FormattedMessage id="admin.order.counterSaleAt" values={{ ...order.counterSale }} />
                </span>
              </Fact>
            ) : null}
            {order.remark ? <Fact labelId="admin.order.field.remark">{order.remark}</Fact> : null}
          </Stack>

          <Section titleId="admin.order.section.status">
            <OrderStatusActions order={order} onChanged={replace} />
          </Section>

          <Section titleId="admin.order.section.lines">
            <OrderLinesTable order={order} />
          </Section>

          <Grid container spacing={3}>
            {order.counterSale ? (
              // A counter sale's address is its store's (as the sale recorded it): nothing to ship or bill.
              <Grid size={{ xs: 12, md: 8 }}>
                <Section titleId="admin.order.section.store">
                  <AddressBlock address={order.shippingAddress} testId="order-store-address" />
                </Section>
              </Grid>
            ) : (
              <>
                <Grid size={{ xs: 12, md: 4 }}>
                  <Section titleId="admin.order.section.shippingAddress">
                    <AddressBlock address={order.shippingAddress} testId="order-shipping-address" />
                    <Fact labelId="admin.order.field.shippingMethod">{order.shippingMethodName}</Fact>
                  </Section>
                </Grid>
                <Grid size={{ xs: 12, md: 4 }}>
                  <Section titleId="admin.order.section.billingAddress">
                    <AddressBlock address={order.billingAddress} testId="order-billing-address" />
                  </Section>
                </Grid>
              </>
            )}
            <Grid size={{ xs: 12, md: 4 }}>
              <Section titleId="admin.order.section.payment">
                <Fact labelId="admin.order.field.paymentMethod">{order.paymentMethodName}</Fact>
                <Fact labelId="admin.order.field.paymentKind">
                  {intl.formatMessage({ id: `admin.payment.kind.${order.paymentKind}`, defaultMessage: order.paymentKind })}
                </Fact>
                <Fact labelId="admin.order.field.paidAt">{order.paidAt ? dateTime(order.paidAt) : '-'}</Fact>
                <Fact labelId="admin.order.field.currency">{`${order.currency} (${order.currencyRate})`}</Fact>
              </Section>
            </Grid>
          </Grid>

          <Section titleId="admin.order.section.history">
            <OrderHistoryTable changes={order.statusChanges} />
          </Section>

          <Section titleId="admin.order.section.comments">
            <OrderComments orderId={order.id} comments={order.comments} onCommented={(comments) => replace({ ...order, comments })} />
          </Section>
        </Stack>
      ) : null}
    </EditPageFrame>
  );
}
