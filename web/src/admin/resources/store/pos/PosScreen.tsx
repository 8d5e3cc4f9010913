import { useQuery } from '@apollo/client/react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PosStoreDocument, type SessionReportRecordFragment } from '../../../../graphql/admin/graphql';
import { FullPageSpinner } from '../../../../ui/FullPageSpinner';
import { useAdminSession } from '../../../auth/session';
import { PaymentPanel } from './PaymentPanel';
import { ProductPicker } from './ProductPicker';
import { Receipt } from './Receipt';
import { ReturnPanel } from './ReturnPanel';
import { OpenRegisterForm, SessionControls } from './SessionControls';
import { SessionReportView } from './SessionReportView';
import { TicketBar } from './TicketBar';
import { TicketPanel } from './TicketPanel';
import { usePosSale } from './usePosSale';
import { useShopMoney } from '../../../framework/useShopMoney';

/**
 * /admin/store/pos/{id} (issue 18): the point of sale of one store. Choose a register, open it with a
 * float, sell (scan or tiles, ticket, customer, discounts, split payments, receipt), take returns, and
 * close with the counted cash. Two columns on a counter screen, one on a tablet held upright.
 */
export default function PosScreen() {
  const { id = '' } = useParams();
  const storeId = Number(id);
  const { data, error, refetch } = useQuery(PosStoreDocument, { variables: { id: storeId }, fetchPolicy: 'network-only' });
  const [registerId, setRegisterId] = useState<number | null>(null);
  const [closed, setClosed] = useState<SessionReportRecordFragment | null>(null);

  if (error) {
    return (
      <Alert severity="error">
        <FormattedMessage id="admin.pos.loadError" />
      </Alert>
    );
  }
  if (!data) return <FullPageSpinner />;
  const registers = data.store.registers.filter((r) => r.enabled);
  const register = registers.find((r) => r.id === registerId) ?? registers[0];

  return (
    <Stack spacing={2} data-testid="pos-screen">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Button component={RouterLink} to="/admin/store" startIcon={<ArrowBackIcon />} size="small">
          <FormattedMessage id="admin.menu.offlinestore" />
        </Button>
        <Typography variant="h5" component="h1">
          {data.store.name}
        </Typography>
        {registers.length > 1 ? (
          <TextField select size="small" value={register?.id ?? ''} onChange={(event) => setRegisterId(Number(event.target.value))} sx={{ minWidth: 160 }}>
            {registers.map((r) => (
              <MenuItem key={r.id} value={r.id}>
                {r.name}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <Typography color="text.secondary">{register?.name}</Typography>
        )}
        <Box sx={{ flexGrow: 1 }} />
        {register?.openSessionId ? (
          <SessionControls
            storeId={storeId}
            sessionId={register.openSessionId}
            onClosed={(report) => {
              setClosed(report);
              void refetch();
            }}
          />
        ) : null}
      </Stack>
      {!register ? (
        <Alert severity="info">
          <FormattedMessage id="admin.pos.noRegister" />
        </Alert>
      ) : closed && !register.openSessionId ? (
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <SessionReportView report={closed} />
          <Button onClick={() => setClosed(null)}>
            <FormattedMessage id="admin.pos.openAgain" />
          </Button>
        </Stack>
      ) : !register.openSessionId ? (
        <OpenRegisterForm storeId={storeId} registerId={register.id} onOpened={() => void refetch()} />
      ) : (
        <Selling
          key={register.id}
          storeId={storeId}
          registerId={register.id}
          methods={data.posPaymentMethods}
          currencies={data.posCurrencies}
          categories={data.posCategories}
          approvalCodeSet={data.store.approvalCodeSet}
        />
      )}
    </Stack>
  );
}

interface SellingProps {
  storeId: number;
  registerId: number;
  methods: string[];
  currencies: { identifier: string; mark: string }[];
  categories: { id: number; title: string }[];
  approvalCodeSet: boolean;
}

/** Below the fixed top bar (64 px) and the page's padding (24 px), from md up where the ticket is a column. */
const TICKET_PANEL = {
  p: 2,
  // Brought into view (the ticket bar below md), it stops below the fixed top bar.
  scrollMarginTop: 80,
  position: { md: 'sticky' },
  top: { md: 88 },
  maxHeight: { md: 'calc(100vh - 104px)' },
  overflowY: { md: 'auto' },
} as const;

function Selling({ storeId, registerId, methods, currencies, categories, approvalCodeSet }: SellingProps) {
  const intl = useIntl();
  const { admin } = useAdminSession();
  const [tab, setTab] = useState<'sell' | 'return'>('sell');
  const [notFound, setNotFound] = useState<string | null>(null);
  const pos = usePosSale(storeId, registerId);
  const mayPromote = admin.permissionList.includes('promotion');
  const ticketPanel = useRef<HTMLDivElement>(null);
  const units = pos.ticket.lines.reduce((sum, line) => sum + line.quantity, 0);
  const money = useShopMoney();
  const ticketCurrency = pos.quote?.currency ?? null;

  return (
    <>
      <Tabs value={tab} onChange={(_, value: 'sell' | 'return') => setTab(value)}>
        <Tab value="sell" label={intl.formatMessage({ id: 'admin.pos.sell' })} data-testid="pos-tab-sell" />
        <Tab value="return" label={intl.formatMessage({ id: 'admin.pos.return' })} data-testid="pos-tab-return" />
      </Tabs>
      {tab === 'return' ? (
        <ReturnPanel
          registerId={registerId}
          onExchange={(exchange, customer) => {
            pos.dispatch({ type: 'exchange', exchange });
            if (customer && !pos.ticket.customer) pos.dispatch({ type: 'customer', customer });
            setTab('sell');
          }}
        />
      ) : pos.sale ? (
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <Alert severity="success" data-testid="pos-sale-done">
            <FormattedMessage
              id="admin.pos.saleDone"
              values={{ number: pos.sale.receiptNumber, change: money.inCurrency(pos.sale.change, pos.sale.currency) }}
            />
          </Alert>
          <Receipt sale={pos.sale} />
          <Button variant="contained" onClick={pos.newSale} data-testid="pos-new-sale">
            <FormattedMessage id="admin.pos.newSale" />
          </Button>
        </Stack>
      ) : (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 7 }}>
            <ProductPicker
              storeId={storeId}
              categories={categories}
              onAdd={(p) => {
                setNotFound(null);
                pos.dispatch({ type: 'add', line: { stockId: p.stockId, sku: p.sku, name: p.name, options: p.options, price: p.price } });
              }}
              onNotFound={setNotFound}
            />
            {notFound ? (
              <Alert severity="warning" sx={{ mt: 1 }}>
                <FormattedMessage id="admin.pos.notFound" values={{ code: notFound }} />
              </Alert>
            ) : null}
            <TicketBar units={units} toPay={pos.total === null ? null : money.inCurrency(pos.total, ticketCurrency)} ticket={ticketPanel} />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            {/* Beside the tiles (md up) the ticket stays in view while they scroll, its own content scrolling
                when longer than the screen: the total and the payment are never a page away. */}
            <Paper variant="outlined" sx={TICKET_PANEL} data-testid="pos-ticket-panel" ref={ticketPanel}>
              <Stack spacing={2}>
                {pos.offline ? (
                  <Alert severity="error" data-testid="pos-offline">
                    <FormattedMessage id="admin.pos.offline" />
                  </Alert>
                ) : null}
                <TicketPanel
                  ticket={pos.ticket}
                  dispatch={pos.dispatch}
                  canDiscount={mayPromote || approvalCodeSet}
                  needsApproval={!mayPromote}
                  quote={pos.quote}
                  currencies={currencies}
                  errors={pos.errors}
                />
                <PaymentPanel
                  ticket={pos.ticket}
                  dispatch={pos.dispatch}
                  methods={methods}
                  total={pos.total}
                  currency={ticketCurrency}
                  busy={pos.busy}
                  errors={pos.errors}
                  onComplete={() => void pos.complete()}
                />
              </Stack>
            </Paper>
          </Grid>
        </Grid>
      )}
    </>
  );
}
