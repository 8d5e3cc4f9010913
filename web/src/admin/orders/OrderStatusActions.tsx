import { useApolloClient } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ChangeOrderStatusDocument, type OrderRecordFragment, type OrderStatus } from '../../graphql/admin/graphql';
import { MessageDialog, type DialogMessage } from '../framework/dialogs';
import { errorMessages } from '../framework/format';
import { COUNTER_SALE } from './OrderSource';
import { orderStatusLabelId } from './OrderStatusChip';
import { StatusChangeDialog, type StatusChange } from './StatusChangeDialog';

interface Props {
  order: OrderRecordFragment;
  onChanged: (order: OrderRecordFragment) => void;
}

/**
 * One button per move the state machine allows from the order's status (the server's `nextStatuses`),
 * each asking first. A refused move (409: the order moved meanwhile, or its stock is gone) shows why.
 */
export function OrderStatusActions({ order, onChanged }: Props) {
  const intl = useIntl();
  const client = useApolloClient();
  const [asking, setAsking] = useState<OrderStatus | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<DialogMessage | null>(null);

  const change = async (input: StatusChange) => {
    setBusy(true);
    try {
      const { data } = await client.mutate({ mutation: ChangeOrderStatusDocument, variables: { id: order.id, input } });
      if (data) onChanged(data.changeOrderStatus);
    } catch (error) {
      setMessage({ titleId: 'admin.resource.dialog.submitFail', messages: errorMessages(error) });
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  return (
    <>
      {order.nextStatuses.length ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} data-testid="status-actions">
          {order.nextStatuses.map((status) => (
            <Button
              key={status}
              variant={status === 'canceled' || status === 'refunded' || status === 'payment_reject' ? 'outlined' : 'contained'}
              color={status === 'canceled' || status === 'refunded' || status === 'payment_reject' ? 'error' : 'primary'}
              onClick={() => setAsking(status)}
              data-testid={`status-to-${status}`}
            >
              {intl.formatMessage({ id: 'admin.order.moveTo' }, { status: intl.formatMessage({ id: orderStatusLabelId(status) }) })}
            </Button>
          ))}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary" data-testid="status-final">
          {/* A counter sale has no moves here: what comes back is returned at the point of sale. */}
          <FormattedMessage id={order.source === COUNTER_SALE ? 'admin.order.counterSale' : 'admin.order.final'} />
        </Typography>
      )}
      <StatusChangeDialog status={asking} busy={busy} onConfirm={(input) => void change(input)} onCancel={() => setAsking(null)} />
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </>
  );
}
