import DeleteIcon from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useFormikContext } from 'formik';
import { FormattedMessage } from 'react-intl';

/** Submit, and Delete where the record can be deleted (see useEditPageActions' askDelete). */
export function EditFormButtons({ onDelete }: { onDelete?: () => void }) {
  const { isSubmitting } = useFormikContext();
  return (
    <Stack direction="row" spacing={2}>
      <Button type="submit" variant="contained" disabled={isSubmitting} data-testid="form-submit">
        <FormattedMessage id="admin.resource.submit" />
      </Button>
      {onDelete ? (
        <Button color="error" startIcon={<DeleteIcon />} onClick={onDelete} data-testid="form-delete">
          <FormattedMessage id="admin.resource.delete" />
        </Button>
      ) : null}
    </Stack>
  );
}
