import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { GeneratePromotionCodesDocument, type PromotionRecordFragment } from '../../../graphql/admin/graphql';
import { toLocalizedFormErrors, type FormErrors } from '../../../ui/errors';
import { exportSpreadsheet } from '../../framework/list/import-export';

/**
 * A coupon promotion's batch of generated single-use codes (issue 14): make more (count, optional
 * prefix) and export them all as a spreadsheet (code, used, order id).
 */
export function PromotionCodes({ record }: { record: PromotionRecordFragment }) {
  const intl = useIntl();
  const [count, setCount] = useState('100');
  const [prefix, setPrefix] = useState('');
  const [errors, setErrors] = useState<FormErrors>({ fields: {} });
  const [made, setMade] = useState<number | null>(null);
  const [generate, { loading }] = useMutation(GeneratePromotionCodesDocument);
  if (record.kind !== 'coupon') return null;
  const submit = async () => {
    setErrors({ fields: {} });
    setMade(null);
    try {
      const { data } = await generate({ variables: { id: record.id, input: { count: Number(count) || null, prefix: prefix.trim() || null } } });
      setMade(data?.generatePromotionCodes.affected ?? 0);
    } catch (error) {
      setErrors(toLocalizedFormErrors(intl, error, ['count', 'prefix']));
    }
  };
  const exportCodes = async () => {
    try {
      await exportSpreadsheet(`promotion/${record.id}/codes`, `promotion ${record.id} codes.xlsx`);
    } catch (error) {
      setErrors(toLocalizedFormErrors(intl, error));
    }
  };
  return (
    <Paper variant="outlined" sx={{ mt: 3, p: 2, maxWidth: 720 }} data-testid="promotion-codes">
      <Typography variant="h6" component="h2" gutterBottom>
        <FormattedMessage id="admin.promotion.codes" />
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label={intl.formatMessage({ id: 'admin.promotion.codeCount' })}
          type="number"
          value={count}
          onChange={(e) => setCount(e.target.value)}
          error={Boolean(errors.fields.count)}
          helperText={errors.fields.count}
          size="small"
        />
        <TextField
          label={intl.formatMessage({ id: 'admin.promotion.codePrefix' })}
          value={prefix}
          onChange={(e) => setPrefix(e.target.value)}
          error={Boolean(errors.fields.prefix)}
          helperText={errors.fields.prefix}
          size="small"
        />
        <Button variant="contained" onClick={() => void submit()} disabled={loading} data-testid="generate-codes">
          <FormattedMessage id="admin.promotion.generateCodes" />
        </Button>
        <Button onClick={() => void exportCodes()} data-testid="export-codes">
          <FormattedMessage id="admin.promotion.exportCodes" />
        </Button>
      </Stack>
      {made !== null ? (
        <Alert severity="success" sx={{ mt: 2 }}>
          <FormattedMessage id="admin.promotion.codesMade" values={{ count: made }} />
        </Alert>
      ) : null}
      {errors.form ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errors.form}
        </Alert>
      ) : null}
    </Paper>
  );
}
