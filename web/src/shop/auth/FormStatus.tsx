import Alert from '@mui/material/Alert';

/** A form-level error (formik status): server messages that belong to no field. */
export function FormStatus({ status }: { status: unknown }) {
  if (typeof status !== 'string' || !status) return null;
  return (
    <Alert severity="error" role="alert" data-testid="form-error" sx={{ whiteSpace: 'pre-line' }}>
      {status}
    </Alert>
  );
}
