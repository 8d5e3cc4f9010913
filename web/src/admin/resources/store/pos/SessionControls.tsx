import { useLazyQuery, useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  CloseRegisterSessionDocument,
  OpenRegisterSessionDocument,
  RegisterCashMovementDocument,
  RegisterSessionReportDocument,
  type SessionReportRecordFragment,
} from '../../../../graphql/admin/graphql';
import { toLocalizedFormErrors } from '../../../../ui/errors';
import { SessionReportView } from './SessionReportView';

type Dialogs = 'cash' | 'close' | 'report' | null;

/** Opens a register with its float (before any sale). */
export function OpenRegisterForm({ storeId, registerId, onOpened }: { storeId: number; registerId: number; onOpened(sessionId: number): void }) {
  const intl = useIntl();
  const [float, setFloat] = useState('0.00');
  const [error, setError] = useState<string | null>(null);
  const [open, { loading }] = useMutation(OpenRegisterSessionDocument);
  const submit = async () => {
    try {
      const answer = await open({ variables: { storeId, input: { registerId, float } } });
      onOpened(answer.data!.openRegisterSession.id);
    } catch (e) {
      const { fields, form } = toLocalizedFormErrors(intl, e);
      setError([...Object.values(fields), form].filter(Boolean).join('\n'));
    }
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <TextField
        label={intl.formatMessage({ id: 'admin.pos.float' })}
        value={float}
        onChange={(event) => setFloat(event.target.value)}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'pos-float' } }}
      />
      {error ? <Alert severity="error">{error}</Alert> : null}
      <Button variant="contained" disabled={loading} onClick={() => void submit()} data-testid="pos-open-register">
        <FormattedMessage id="admin.pos.openRegister" />
      </Button>
    </Stack>
  );
}

/** The open session's actions: cash in/out, the X report, closing with the counted cash (the Z report). */
export function SessionControls({ storeId, sessionId, onClosed }: { storeId: number; sessionId: number; onClosed(report: SessionReportRecordFragment): void }) {
  const intl = useIntl();
  const [dialog, setDialog] = useState<Dialogs>(null);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [loadReport, { data: reportData }] = useLazyQuery(RegisterSessionReportDocument, { fetchPolicy: 'network-only' });
  const [moveCash] = useMutation(RegisterCashMovementDocument);
  const [close] = useMutation(CloseRegisterSessionDocument);
  const done = () => {
    setDialog(null);
    setAmount('');
    setReason('');
    setErrors({});
  };
  const failed = (e: unknown) => {
    const { fields, form } = toLocalizedFormErrors(intl, e);
    setErrors(form ? { ...fields, form } : fields);
  };
  const submitCash = async (sign: 1 | -1) => {
    try {
      await moveCash({ variables: { storeId, sessionId, input: { amount: sign < 0 && amount ? `-${amount.replace(/^-/, '')}` : amount, reason } } });
      done();
    } catch (e) {
      failed(e);
    }
  };
  const submitClose = async () => {
    try {
      const answer = await close({ variables: { storeId, sessionId, input: { countedCash: amount } } });
      done();
      onClosed(answer.data!.closeRegisterSession);
    } catch (e) {
      failed(e);
    }
  };
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => setDialog('cash')} data-testid="pos-cash-button">
          <FormattedMessage id="admin.pos.cashInOut" />
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => {
            void loadReport({ variables: { storeId, sessionId } });
            setDialog('report');
          }}
          data-testid="pos-x-button"
        >
          <FormattedMessage id="admin.pos.xReport" />
        </Button>
        <Button size="small" variant="outlined" color="warning" onClick={() => setDialog('close')} data-testid="pos-close-button">
          <FormattedMessage id="admin.pos.closeRegister" />
        </Button>
      </Stack>
      <Dialog open={dialog === 'report'} onClose={done} maxWidth="xs" fullWidth>
        <DialogContent>{reportData?.registerSessionReport ? <SessionReportView report={reportData.registerSessionReport} /> : null}</DialogContent>
        <DialogActions>
          <Button onClick={done}>
            <FormattedMessage id="common.action.ok" />
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={dialog === 'cash' || dialog === 'close'} onClose={done} maxWidth="xs" fullWidth>
        <DialogTitle>
          <FormattedMessage id={dialog === 'close' ? 'admin.pos.closeRegister' : 'admin.pos.cashInOut'} />
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={intl.formatMessage({ id: dialog === 'close' ? 'admin.pos.countedCash' : 'admin.pos.amount' })}
              value={amount}
              error={Boolean(errors.amount ?? errors.countedCash)}
              helperText={errors.amount ?? errors.countedCash}
              onChange={(event) => setAmount(event.target.value)}
              slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'pos-session-amount' } }}
            />
            {dialog === 'cash' ? (
              <TextField
                label={intl.formatMessage({ id: 'admin.pos.reason' })}
                value={reason}
                error={Boolean(errors.reason)}
                helperText={errors.reason}
                onChange={(event) => setReason(event.target.value)}
              />
            ) : null}
            {errors.form ? <Alert severity="error">{errors.form}</Alert> : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={done}>
            <FormattedMessage id="common.action.cancel" />
          </Button>
          {dialog === 'cash' ? (
            <>
              <Button onClick={() => void submitCash(-1)}>
                <FormattedMessage id="admin.pos.cashOut" />
              </Button>
              <Button variant="contained" onClick={() => void submitCash(1)}>
                <FormattedMessage id="admin.pos.cashIn" />
              </Button>
            </>
          ) : (
            <Button variant="contained" color="warning" onClick={() => void submitClose()} data-testid="pos-close-confirm">
              <FormattedMessage id="admin.pos.closeRegister" />
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
