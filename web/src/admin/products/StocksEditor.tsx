import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { FieldArray, useField } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { MoneyField, SwitchField, TextField, useShownError } from '../../ui/form';
import { InventoriesEditor } from './InventoriesEditor';
import { newStock, type StockValues } from './product-form';
import { StockImagesField } from './StockImagesField';
import { StockOptionsField } from './StockOptionsField';
import type { AttributeKind, WarehouseChoice } from './useProductChoices';

interface Props {
  kinds: readonly AttributeKind[];
  warehouses: readonly WarehouseChoice[];
  /** Movements can be made (edit screen). */
  movable: boolean;
  onMoved: () => void;
}

/**
 * The product's stocks (`stocks`), in order: each with its option values, sku, price, special price,
 * visibility and inventories per warehouse. Sent with the product in one mutation.
 */
export function StocksEditor({ kinds, warehouses, movable, onMoved }: Props) {
  const intl = useIntl();
  const [field] = useField<StockValues[]>('stocks');
  const [images] = useField<Array<string | null>>('images');
  const productImages = (images.value ?? []).filter((image): image is string => Boolean(image));
  const listError = useShownError('stocks');
  const stocks = field.value ?? [];
  const label = (id: string) => intl.formatMessage({ id });

  return (
    <FieldArray name="stocks">
      {(helpers) => (
        <Stack spacing={2} data-testid="stocks">
          {stocks.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              <FormattedMessage id="admin.product.stock.none" />
            </Typography>
          ) : null}
          {stocks.map((stock, index) => {
            const name = `stocks.${index}`;
            const position = index + 1;
            return (
              <Paper
                key={stock.id ?? `new-${index}`}
                variant="outlined"
                sx={{ p: 2 }}
                role="group"
                aria-label={intl.formatMessage({ id: 'admin.product.stock.title' }, { position })}
                data-testid={`stock-${index}`}
              >
                <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5 }}>
                  <Typography variant="subtitle1" sx={{ flexGrow: 1 }}>
                    {stock.id !== null && stock.sku ? (
                      <FormattedMessage id="admin.product.stock.titleWithSku" values={{ position, sku: stock.sku }} />
                    ) : (
                      <FormattedMessage id="admin.product.stock.title" values={{ position }} />
                    )}
                  </Typography>
                  <Tooltip title={label('common.form.moveUp')}>
                    <span>
                      <IconButton
                        size="small"
                        disabled={index === 0}
                        onClick={() => helpers.swap(index, index - 1)}
                        aria-label={intl.formatMessage({ id: 'admin.product.stock.moveUp' }, { position })}
                      >
                        <ArrowUpwardIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title={label('common.form.moveDown')}>
                    <span>
                      <IconButton
                        size="small"
                        disabled={index === stocks.length - 1}
                        onClick={() => helpers.swap(index, index + 1)}
                        aria-label={intl.formatMessage({ id: 'admin.product.stock.moveDown' }, { position })}
                      >
                        <ArrowDownwardIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title={label('common.form.remove')}>
                    <IconButton
                      size="small"
                      color="error"
                      onClick={() => helpers.remove(index)}
                      aria-label={intl.formatMessage({ id: 'admin.product.stock.remove' }, { position })}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </Stack>
                <Stack spacing={2}>
                  <StockOptionsField name={`${name}.options`} kinds={kinds} />
                  <StockImagesField name={`${name}.images`} productImages={productImages} />
                  <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'flex-start' } }}>
                    <Box sx={{ flex: 2 }}>
                      <TextField name={`${name}.sku`} label={label('admin.product.field.sku')} size="small" helperText={label('admin.product.stock.skuHelp')} />
                    </Box>
                    <Box sx={{ flex: 1 }}>
                      <MoneyField name={`${name}.price`} label={label('admin.product.stock.price')} required size="small" />
                    </Box>
                    <Box sx={{ flex: 1 }}>
                      <MoneyField name={`${name}.specialPrice`} label={label('admin.product.stock.specialPrice')} size="small" />
                    </Box>
                    <Box sx={{ flex: 1 }}>
                      <MoneyField name={`${name}.costPrice`} label={label('admin.product.stock.costPrice')} size="small" />
                    </Box>
                    <Box sx={{ flex: '0 0 auto' }}>
                      <SwitchField name={`${name}.visibled`} label={label('admin.product.field.visibled')} />
                    </Box>
                  </Stack>
                  <Divider />
                  <InventoriesEditor name={`${name}.inventories`} stockId={stock.id} warehouses={warehouses} movable={movable} onMoved={onMoved} />
                </Stack>
              </Paper>
            );
          })}
          {listError ? (
            <Typography variant="body2" color="error">
              {listError}
            </Typography>
          ) : null}
          <Box>
            <Button variant="outlined" startIcon={<AddIcon />} onClick={() => helpers.push(newStock())} data-testid="stock-add">
              <FormattedMessage id="admin.product.stock.add" />
            </Button>
          </Box>
        </Stack>
      )}
    </FieldArray>
  );
}
