import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useField, useFormikContext } from 'formik';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NumberField } from '../../ui/form';
import type { OrderCreateValues, OrderLineValues } from './order-create-form';
import { useProductSearch, type ProductChoice, type StockChoice } from './useOrderChoices';
import { useShopMoney } from '../framework/useShopMoney';

const stockLabel = (stock: StockChoice) => [stock.sku, stock.optionValues.map((value) => value.label).join(' / ')].filter(Boolean).join(' - ');

function lineOf(product: ProductChoice, stock: StockChoice): OrderLineValues {
  return {
    stockId: stock.id,
    quantity: 1,
    productName: product.name,
    sku: stock.sku,
    options: stock.optionValues.map((value) => value.label).join(' / '),
    price: stock.specialPrice ?? stock.price,
    available: stock.allAvailableInventories,
  };
}

/**
 * The lines of a phone order (form value `lines`): search a product, choose one of its stocks, add it;
 * each line's quantity is edited in the table. The same stock added twice adds to its line.
 */
export function OrderLinesPicker() {
  const intl = useIntl();
  const money = useShopMoney();
  const { values, setFieldValue, submitCount } = useFormikContext<OrderCreateValues>();
  const [, meta] = useField('lines');
  const [input, setInput] = useState('');
  const { products, searching } = useProductSearch(input);
  const [product, setProduct] = useState<ProductChoice | null>(null);
  const [stockId, setStockId] = useState<number | ''>('');
  const label = (id: string) => intl.formatMessage({ id });

  const choose = (next: ProductChoice | null) => {
    setProduct(next);
    const sellable = next?.stocks.filter((stock) => stock.visibled) ?? [];
    setStockId(sellable.length === 1 ? sellable[0].id : '');
  };

  const add = () => {
    const stock = product?.stocks.find((entry) => entry.id === stockId);
    if (!product || !stock) return;
    const index = values.lines.findIndex((line) => line.stockId === stock.id);
    if (index >= 0) void setFieldValue(`lines.${index}.quantity`, Number(values.lines[index].quantity || 0) + 1);
    else void setFieldValue('lines', [...values.lines, lineOf(product, stock)]);
    setStockId('');
  };

  const listError = (meta.touched || submitCount > 0) && typeof meta.error === 'string' ? meta.error : undefined;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'center' } }}>
        <Autocomplete
          sx={{ minWidth: 320, flexGrow: 1 }}
          options={products}
          loading={searching}
          // Says when the list shows the typed text's answer (and not the last one's, kept meanwhile).
          slotProps={{ listbox: { 'aria-busy': searching } }}
          value={product}
          filterOptions={(options) => options}
          isOptionEqualToValue={(option, current) => option.id === current.id}
          getOptionLabel={(option) => `${option.name} (${option.sku})`}
          onChange={(_event, next) => choose(next)}
          onInputChange={(_event, text, reason) => {
            if (reason === 'input') setInput(text);
          }}
          renderInput={(params) => (
            <TextField
              {...params}
              label={label('admin.order.findProduct')}
              slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'order-product-search' } }}
            />
          )}
        />
        <TextField
          select
          sx={{ minWidth: 240 }}
          label={label('admin.order.field.stock')}
          value={stockId}
          disabled={!product}
          onChange={(event) => setStockId(Number(event.target.value))}
          slotProps={{ htmlInput: { 'data-testid': 'order-stock' } }}
        >
          {(product?.stocks ?? []).map((stock) => (
            <MenuItem key={stock.id} value={stock.id} disabled={!stock.visibled}>
              {`${stockLabel(stock)} · ${intl.formatMessage({ id: 'admin.order.available' }, { count: stock.allAvailableInventories })}`}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" startIcon={<AddIcon />} disabled={!product || stockId === ''} onClick={add} data-testid="order-add-line">
          <FormattedMessage id="admin.order.addLine" />
        </Button>
      </Stack>
      {values.lines.length ? (
        // The lines scroll within their box on a phone, the page does not.
        <TableContainer>
          <Table size="small" aria-label={label('admin.order.section.lines')}>
            <TableHead>
              <TableRow>
                {[
                  'admin.field.name',
                  'admin.product.field.sku',
                  'admin.order.field.options',
                  'admin.order.field.unitPrice',
                  'admin.order.field.availableNow',
                  'admin.order.field.quantity',
                ].map((id) => (
                  <TableCell key={id}>{label(id)}</TableCell>
                ))}
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {values.lines.map((line, index) => (
                <TableRow key={line.stockId} data-testid={`order-line-${line.stockId}`}>
                  <TableCell>{line.productName}</TableCell>
                  <TableCell>{line.sku}</TableCell>
                  <TableCell>{line.options}</TableCell>
                  <TableCell>{money.base(line.price)}</TableCell>
                  <TableCell>{line.available}</TableCell>
                  <TableCell sx={{ width: 140 }}>
                    <NumberField name={`lines.${index}.quantity`} label={label('admin.order.field.quantity')} integer size="small" />
                  </TableCell>
                  <TableCell>
                    <IconButton
                      size="small"
                      aria-label={label('admin.order.removeLine')}
                      onClick={() =>
                        void setFieldValue(
                          'lines',
                          values.lines.filter((_, at) => at !== index),
                        )
                      }
                      data-testid={`order-remove-line-${line.stockId}`}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
      {listError ? (
        <FormHelperText error data-testid="order-lines-error">
          {listError}
        </FormHelperText>
      ) : null}
    </Stack>
  );
}
