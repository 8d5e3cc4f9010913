import { useApolloClient } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MinusInventoryDocument, PlusInventoryDocument, TransferInventoryDocument, UpdateInventoryDocument } from '../../graphql/admin/graphql';
import { toFormErrors } from '../../ui/errors';
import { NumberField, SelectField, TextField, type SelectOption } from '../../ui/form';
import { trimDeep } from '../../ui/validation/rules';
import { emptyMovement, movementSchema, type MovementKind, type MovementValues } from './inventory-movement';

export interface MovedInventory {
  id: number;
  stockId: number;
  warehouseId: number;
  warehouseName: string;
  quantity: number;
}

interface Props {
  kind: MovementKind | null;
  inventory: MovedInventory;
  /** Every warehouse (a transfer may go to one the stock has no inventory in yet). */
  warehouses: readonly SelectOption[];
  onClose: () => void;
  /** After the server made the movement. */
  onMoved: () => void;
}

const DOCUMENTS = {
  plus: PlusInventoryDocument,
  minus: MinusInventoryDocument,
  update: UpdateInventoryDocument,
} as const;

/**
 * The small form of one stock movement (plus, minus, update, transfer) on one inventory: quantity and
 * remark, and the destination of a transfer. The spec's rules are checked here first, then by the server,
 * whose field messages land on the same inputs.
 */
export function InventoryMovementDialog({ kind, inventory, warehouses, onClose, onMoved }: Props) {
  const intl = useIntl();
  const client = useApolloClient();
  const [failure, setFailure] = useState<string>();
  // The last kind stays while the dialog fades out.
  const [shown, setShown] = useState<MovementKind>(kind ?? 'plus');
  if (kind && kind !== shown) setShown(kind);
  const destinations = warehouses.filter((warehouse) => warehouse.value !== inventory.warehouseId);

  const submit = async (raw: MovementValues, helpers: FormikHelpers<MovementValues>) => {
    const values = trimDeep(raw);
    setFailure(undefined);
    const base = { inventoryId: inventory.id, quantity: values.quantity, remark: values.remark };
    try {
      if (shown === 'transfer') {
        await client.mutate({
          mutation: TransferInventoryDocument,
          variables: { input: { ...base, from: inventory.warehouseId, to: values.to, totalQuantity: inventory.quantity, stockId: inventory.stockId } },
        });
      } else {
        await client.mutate({ mutation: DOCUMENTS[shown], variables: { input: base } });
      }
      onMoved();
      onClose();
    } catch (error) {
      const { fields, form } = toFormErrors(error, ['quantity', 'remark', 'to']);
      helpers.setErrors(fields);
      setFailure(form);
    }
  };

  const close = () => {
    setFailure(undefined);
    onClose();
  };

  return (
    <Dialog open={kind !== null} onClose={close} aria-labelledby="inventory-movement-title" data-testid="movement-dialog" fullWidth maxWidth="xs">
      {/* A new form each time the dialog opens: nothing of an earlier movement stays. */}
      <Formik
        key={`${kind ?? ''}-${inventory.id}`}
        initialValues={emptyMovement()}
        validationSchema={movementSchema(shown, inventory.quantity)}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <DialogTitle id="inventory-movement-title">
              <FormattedMessage id={`admin.product.movement.title.${shown}`} values={{ warehouse: inventory.warehouseName }} />
            </DialogTitle>
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1 }}>
                <Typography variant="body2" color="text.secondary" data-testid="movement-total">
                  <FormattedMessage id="admin.product.movement.total" values={{ total: inventory.quantity }} />
                </Typography>
                {failure ? (
                  <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
                    {failure}
                  </Alert>
                ) : null}
                <NumberField
                  name="quantity"
                  label={intl.formatMessage({ id: shown === 'update' ? 'admin.product.movement.newQuantity' : 'admin.product.movement.quantity' })}
                  required
                />
                {shown === 'transfer' ? (
                  <SelectField name="to" label={intl.formatMessage({ id: 'admin.product.movement.to' })} options={destinations} required />
                ) : null}
                <TextField name="remark" label={intl.formatMessage({ id: 'admin.product.movement.remark' })} multiline minRows={2} />
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={close} data-testid="movement-cancel">
                <FormattedMessage id="common.action.cancel" />
              </Button>
              <Button type="submit" variant="contained" disabled={isSubmitting} data-testid="movement-submit">
                <FormattedMessage id="admin.resource.submit" />
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
