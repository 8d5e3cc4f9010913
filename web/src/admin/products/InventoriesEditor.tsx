import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import HistoryIcon from '@mui/icons-material/History';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { FieldArray, useField } from 'formik';
import { createContext, useContext, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NumberField, SelectField, useShownError } from '../../ui/form';
import { repeatedIndexes } from '../../ui/validation/rules';
import { InventoryHistories } from './InventoryHistoryTable';
import { InventoryMovementDialog, type MovedInventory } from './InventoryMovementDialog';
import { MOVEMENT_KINDS, type MovementKind } from './inventory-movement';
import { SAME_WAREHOUSE_MESSAGE, newInventory, type InventoryValues } from './product-form';
import type { WarehouseChoice } from './useProductChoices';

/**
 * Quantity fields (formik paths) whose save was refused because the stock moved meanwhile, with the
 * message. Kept outside formik's errors: the quantities reloaded into the list make the FieldArray
 * validate again, which would wipe a server error before the user read it.
 */
export const StaleQuantities = createContext<ReadonlyMap<string, string>>(new Map());

interface Props {
  /** Formik path of the list, e.g. `stocks.0.inventories`. */
  name: string;
  /** The saved stock's id; movements need a saved stock and inventory. */
  stockId: number | null;
  warehouses: readonly WarehouseChoice[];
  /** Movements can be made (the edit screen of a saved product). */
  movable: boolean;
  onMoved: () => void;
}

/**
 * The inventories of one stock: a warehouse and a quantity each, no warehouse twice ("Can't use same
 * warehouse_id in one stock", shown on the clashing rows). A saved inventory's quantity changes only by
 * stock movements (plus, minus, update, transfer), each written to its history; a new one is typed in.
 */
export function InventoriesEditor({ name, stockId, warehouses, movable, onMoved }: Props) {
  const intl = useIntl();
  const stale = useContext(StaleQuantities);
  const [field] = useField<InventoryValues[]>(name);
  const listError = useShownError(name);
  const rows = field.value ?? [];
  const repeated = new Set(repeatedIndexes(rows, 'warehouseId'));
  const belowError = listError && !(repeated.size > 0 && listError === SAME_WAREHOUSE_MESSAGE) ? listError : undefined;
  const [moving, setMoving] = useState<{ kind: MovementKind; inventory: MovedInventory } | null>(null);
  const [lastMoved, setLastMoved] = useState<MovedInventory | null>(null);
  const [openHistory, setOpenHistory] = useState<number | null>(null);
  const warehouseName = (id: number | null) => warehouses.find((warehouse) => warehouse.value === id)?.label ?? '';

  const startMovement = (kind: MovementKind, row: InventoryValues) => {
    if (row.id === null || stockId === null || row.warehouseId === null) return;
    const inventory = { id: row.id, stockId, warehouseId: row.warehouseId, warehouseName: warehouseName(row.warehouseId), quantity: row.quantity ?? 0 };
    setLastMoved(inventory);
    setMoving({ kind, inventory });
  };

  return (
    <FieldArray name={name}>
      {(helpers) => (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }} data-testid={`${name}-list`}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
            <FormattedMessage id="admin.product.inventory.title" />
          </Typography>
          <Stack spacing={1.5}>
            {rows.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                <FormattedMessage id="admin.product.inventory.none" />
              </Typography>
            ) : null}
            {rows.map((row, index) => {
              const saved = row.id !== null;
              const warehouse = warehouses.find((choice) => choice.value === row.warehouseId);
              const position = index + 1;
              return (
                <Box key={row.id ?? `new-${index}`} role="group" aria-label={intl.formatMessage({ id: 'admin.product.inventory.row' }, { position })}>
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
                    <Box sx={{ flex: 2, minWidth: 0 }}>
                      <SelectField
                        name={`${name}.${index}.warehouseId`}
                        label={intl.formatMessage({ id: 'admin.product.inventory.warehouse' })}
                        options={warehouses}
                        required
                        disabled={saved}
                        size="small"
                        extraError={repeated.has(index) ? SAME_WAREHOUSE_MESSAGE : undefined}
                      />
                    </Box>
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      <NumberField
                        name={`${name}.${index}.quantity`}
                        extraError={stale.get(`${name}.${index}.quantity`)}
                        label={intl.formatMessage({ id: 'admin.product.inventory.quantity' })}
                        integer
                        required={!saved}
                        disabled={saved}
                        size="small"
                        helperText={saved && movable ? intl.formatMessage({ id: 'admin.product.inventory.quantityHelp' }) : undefined}
                      />
                    </Box>
                    <Stack direction="row" spacing={0.5} sx={{ flex: '0 0 auto', alignItems: 'center', flexWrap: 'wrap', pt: 0.5 }}>
                      {warehouse && !warehouse.enabled ? (
                        <Chip size="small" label={intl.formatMessage({ id: 'admin.product.inventory.disabled' })} data-testid="inventory-disabled" />
                      ) : null}
                      {saved && movable
                        ? MOVEMENT_KINDS.map((kind) => (
                            <Button key={kind} size="small" onClick={() => startMovement(kind, row)} data-testid={`${name}.${index}.${kind}`}>
                              <FormattedMessage id={`admin.product.movement.${kind}`} />
                            </Button>
                          ))
                        : null}
                      {saved && movable ? (
                        <Tooltip title={intl.formatMessage({ id: 'admin.product.movement.histories' })}>
                          <IconButton
                            size="small"
                            onClick={() => setOpenHistory(openHistory === row.id ? null : row.id)}
                            aria-expanded={openHistory === row.id}
                            aria-label={intl.formatMessage({ id: 'admin.product.movement.histories' })}
                            data-testid={`${name}.${index}.histories`}
                          >
                            <HistoryIcon fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      ) : null}
                      <Tooltip title={intl.formatMessage({ id: 'common.form.remove' })}>
                        <IconButton
                          size="small"
                          color="error"
                          onClick={() => helpers.remove(index)}
                          aria-label={intl.formatMessage({ id: 'admin.product.inventory.remove' }, { position })}
                        >
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </Stack>
                  </Stack>
                  {saved && row.id !== null ? (
                    <Collapse in={openHistory === row.id} unmountOnExit>
                      <Box sx={{ pl: 1, pt: 1 }}>
                        <InventoryHistories inventoryId={row.id} />
                      </Box>
                    </Collapse>
                  ) : null}
                </Box>
              );
            })}
            <Box>
              <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={() => helpers.push(newInventory())} data-testid={`${name}-add`}>
                <FormattedMessage id="admin.product.inventory.add" />
              </Button>
            </Box>
          </Stack>
          {belowError ? (
            <FormHelperText error data-testid={`${name}-error`}>
              {belowError}
            </FormHelperText>
          ) : null}
          {lastMoved ? (
            <InventoryMovementDialog
              kind={moving?.kind ?? null}
              inventory={moving?.inventory ?? lastMoved}
              warehouses={warehouses}
              onClose={() => setMoving(null)}
              onMoved={onMoved}
            />
          ) : null}
        </Box>
      )}
    </FieldArray>
  );
}
