import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  AdjustCustomerPointsDocument,
  AssignMembershipTierDocument,
  CustomerPointsDocument,
  MembershipTierOptionsDocument,
  type CustomerRecordFragment,
} from '../../../graphql/admin/graphql';
import { toLocalizedFormErrors, type FormErrors } from '../../../ui/errors';
import { useShopDates } from '../../framework/useShopDates';

/** A small form in a dialog: its fields, and the server's field errors under them (everything at once). */
function FormDialog(props: {
  open: boolean;
  titleId: string;
  testId: string;
  busy: boolean;
  form?: string;
  onClose: () => void;
  onSave: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby={`${props.testId}-title`} data-testid={props.testId} fullWidth maxWidth="xs">
      <DialogTitle id={`${props.testId}-title`}>
        <FormattedMessage id={props.titleId} />
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {props.form ? <Alert severity="error">{props.form}</Alert> : null}
          {props.children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>
          <FormattedMessage id="common.action.cancel" />
        </Button>
        <Button variant="contained" onClick={props.onSave} disabled={props.busy} data-testid={`${props.testId}-save`}>
          <FormattedMessage id="common.action.confirm" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Staff set the customer's tier (or none) with a remark; the tier itself is read-only in the customer form. */
function MembershipSection({ record }: { record: CustomerRecordFragment }) {
  const intl = useIntl();
  const dates = useShopDates();
  const [open, setOpen] = useState(false);
  const [tierId, setTierId] = useState<number | ''>(record.membershipTierId ?? '');
  const [remark, setRemark] = useState('');
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const { data } = useQuery(MembershipTierOptionsDocument, { skip: !open });
  const [assign, { loading }] = useMutation(AssignMembershipTierDocument);
  const save = async () => {
    try {
      await assign({ variables: { customerId: record.id, input: { tierId: tierId === '' ? null : tierId, remark } } });
      setOpen(false);
      setRemark('');
    } catch (error) {
      setErrors(toLocalizedFormErrors(intl, error, ['tierId', 'remark']));
    }
  };
  return (
    <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
      <Typography data-testid="customer-tier">
        <FormattedMessage id="admin.customer.membershipTier" />: {record.membershipTier?.name ?? intl.formatMessage({ id: 'admin.customer.noTier' })}
        {record.membershipExpiresAt ? ` (${intl.formatMessage({ id: 'admin.customer.membershipExpires' })} ${dates.date(record.membershipExpiresAt)})` : ''}
      </Typography>
      <Button size="small" onClick={() => (setErrors({ fields: {} }), setOpen(true))} data-testid="assign-tier">
        <FormattedMessage id="admin.customer.assignTier" />
      </Button>
      <FormDialog
        open={open}
        titleId="admin.customer.assignTier"
        testId="assign-tier-dialog"
        busy={loading}
        form={errors.form}
        onClose={() => setOpen(false)}
        onSave={save}
      >
        <TextField
          select
          label={intl.formatMessage({ id: 'admin.customer.membershipTier' })}
          value={tierId}
          onChange={(e) => setTierId(e.target.value === '' ? '' : Number(e.target.value))}
          error={Boolean(errors.fields.tierId)}
          helperText={errors.fields.tierId}
        >
          <MenuItem value="">{intl.formatMessage({ id: 'admin.customer.noTier' })}</MenuItem>
          {(data?.membershipTiers.items ?? []).map((tier) => (
            <MenuItem key={tier.id} value={tier.id}>
              {tier.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={intl.formatMessage({ id: 'admin.points.remark' })}
          value={remark}
          onChange={(e) => setRemark(e.target.value)}
          required
          error={Boolean(errors.fields.remark)}
          helperText={errors.fields.remark}
        />
      </FormDialog>
    </Stack>
  );
}

/**
 * The customer view's membership and reward points (spec 3: reward points history with remark, type,
 * used_points, points, expiry_date), with the staff's tier change and points adjustment.
 */
export function CustomerLoyalty({ record }: { record: CustomerRecordFragment }) {
  const intl = useIntl();
  const { data } = useQuery(CustomerPointsDocument, { variables: { customerId: record.id }, fetchPolicy: 'cache-and-network' });
  const [adjust, { loading, data: adjusted }] = useMutation(AdjustCustomerPointsDocument);
  const [open, setOpen] = useState(false);
  const [points, setPoints] = useState('');
  const [remark, setRemark] = useState('');
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const account = adjusted?.adjustCustomerPoints ?? data?.customerPoints;
  const save = async () => {
    try {
      await adjust({ variables: { customerId: record.id, input: { points: points.trim() === '' ? null : Number(points), remark } } });
      setOpen(false);
      setPoints('');
      setRemark('');
    } catch (error) {
      setErrors(toLocalizedFormErrors(intl, error, ['points', 'remark']));
    }
  };
  const columns = ['remark', 'type', 'usedPoints', 'points', 'expiryDate'] as const;
  return (
    <Paper variant="outlined" sx={{ mt: 3, p: 2, maxWidth: 720 }} data-testid="customer-points">
      <Typography variant="h6" component="h2" gutterBottom>
        <FormattedMessage id="admin.customer.loyalty" />
      </Typography>
      <MembershipSection record={record} />
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center' }}>
        <Typography data-testid="customer-points-balance">
          <FormattedMessage id="admin.points.balance" values={{ points: account?.balance ?? 0 }} />
        </Typography>
        <Button size="small" onClick={() => (setErrors({ fields: {} }), setOpen(true))} data-testid="adjust-points">
          <FormattedMessage id="admin.points.adjust" />
        </Button>
      </Stack>
      {/* Scrolls inside its own box on a phone instead of pushing the page sideways. */}
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column} align={column === 'remark' || column === 'type' ? 'left' : 'right'}>
                  <FormattedMessage id={`admin.points.${column}`} />
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {(account?.history ?? []).map((row) => (
              <TableRow key={row.id}>
                <TableCell>{row.remark}</TableCell>
                <TableCell>{intl.formatMessage({ id: `common.points.type.${row.type}` })}</TableCell>
                <TableCell align="right">{row.usedPoints}</TableCell>
                <TableCell align="right">{row.points}</TableCell>
                <TableCell align="right">{row.expiryDate ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <FormDialog
        open={open}
        titleId="admin.points.adjust"
        testId="adjust-points-dialog"
        busy={loading}
        form={errors.form}
        onClose={() => setOpen(false)}
        onSave={save}
      >
        <TextField
          label={intl.formatMessage({ id: 'admin.points.points' })}
          type="number"
          value={points}
          onChange={(e) => setPoints(e.target.value)}
          required
          error={Boolean(errors.fields.points)}
          helperText={errors.fields.points ?? intl.formatMessage({ id: 'admin.points.adjustHelp' })}
        />
        <TextField
          label={intl.formatMessage({ id: 'admin.points.remark' })}
          value={remark}
          onChange={(e) => setRemark(e.target.value)}
          required
          error={Boolean(errors.fields.remark)}
          helperText={errors.fields.remark}
        />
      </FormDialog>
    </Paper>
  );
}
