import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { FieldArray, getIn, useField, useFormikContext } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { MESSAGES, repeatedIndexes } from '../validation/rules';
import { MoneyField } from './MoneyField';
import { NumberField } from './NumberField';
import { SelectField } from './SelectField';
import { SwitchField } from './SwitchField';
import { TextField } from './TextField';
import { fieldId } from './labels';
import type { FormFieldProps, RowColumn } from './types';
import { useShownError } from './useFieldError';

export interface RepeatableRowsFieldProps extends FormFieldProps {
  columns: readonly RowColumn[];
  /** The column whose values must differ from row to row; clashing rows show `uniqueMessage` on that cell. */
  uniqueBy?: string;
  /** Default 'This input can not be repeated' (spec no_repeated); e.g. 'Field key can not be repeated'. */
  uniqueMessage?: string;
  /** Up/down buttons (default true). */
  reorderable?: boolean;
  /** No more rows can be added past this many. */
  maxRows?: number;
  /** Label of the add button (default "Add"). */
  addLabel?: string;
}

type Row = Record<string, unknown>;

/** A new row: each column's default value. */
export function emptyRow(columns: readonly RowColumn[]): Row {
  return Object.fromEntries(
    columns.map((column) => [
      column.name,
      column.defaultValue !== undefined ? column.defaultValue : column.kind === 'text' ? '' : column.kind === 'switch' ? false : null,
    ]),
  );
}

/**
 * A flag only one row may hold (spec 3: default billing / shipping address): ticking it here clears it on
 * every other row at once, as the server does when it stores them.
 */
function ExclusiveSwitch({ list, index, column, disabled }: { list: string; index: number; column: RowColumn; disabled?: boolean }) {
  const { values, setFieldValue } = useFormikContext<Record<string, unknown>>();
  const rows = (getIn(values, list) as Row[] | null | undefined) ?? [];
  const checked = Boolean(rows[index]?.[column.name]);
  const change = (on: boolean) =>
    void setFieldValue(
      list,
      rows.map((row, i) => ({ ...row, [column.name]: i === index ? on : on ? false : row[column.name] })),
    );
  return (
    <FormControlLabel
      control={<Switch checked={checked} disabled={disabled} onChange={(event) => change(event.target.checked)} name={`${list}.${index}.${column.name}`} />}
      label={column.label}
    />
  );
}

function Cell({ column, name, disabled, extraError }: { column: RowColumn; name: string; disabled?: boolean; extraError?: string }) {
  const common = { name, label: column.label, required: column.required, disabled, extraError, size: 'small' as const };
  if (column.component) return <column.component name={name} label={column.label} required={column.required} disabled={disabled} />;
  switch (column.kind) {
    case 'number':
      return <NumberField {...common} integer={column.integer} />;
    case 'money':
      return <MoneyField {...common} currencyMark={column.currencyMark} />;
    case 'select':
      return <SelectField {...common} options={column.options ?? []} emptyOption={!column.required} />;
    case 'switch':
      return <SwitchField {...common} />;
    default:
      return <TextField {...common} />;
  }
}

/**
 * A list of rows edited in place (e.g. the settings' currencies: identifier, rate, mark): each row is an
 * object with one property per column, rendered with the matching widget. Rows can be added, removed and
 * moved up or down. With `uniqueBy`, rows sharing a value in that column are marked on that cell; a
 * list-level error (from the schema or the server) that is not about them shows under the list.
 */
export function RepeatableRowsField({
  name,
  label,
  required,
  disabled,
  helperText,
  columns,
  uniqueBy,
  uniqueMessage = MESSAGES.noRepeated,
  reorderable = true,
  maxRows,
  addLabel,
}: RepeatableRowsFieldProps) {
  const intl = useIntl();
  const [field] = useField<Row[] | null | undefined>(name);
  const listError = useShownError(name);
  const rows = Array.isArray(field.value) ? field.value : [];
  const repeated = new Set(uniqueBy ? repeatedIndexes(rows, uniqueBy) : []);
  // The list's duplicate message is shown on the clashing rows instead of under the list.
  const belowError = listError && !(repeated.size > 0 && listError === uniqueMessage) ? listError : undefined;
  const hint = belowError ?? helperText;
  const id = fieldId(name);
  const full = maxRows !== undefined && rows.length >= maxRows;

  return (
    <FieldArray name={name}>
      {(helpers) => (
        <FormControl component="fieldset" fullWidth error={Boolean(belowError)} disabled={disabled} aria-describedby={hint ? `${id}-hint` : undefined}>
          <FormLabel component="legend" required={required} sx={{ mb: 1 }}>
            {label}
          </FormLabel>
          <Stack spacing={1.5} data-testid={id}>
            {rows.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                <FormattedMessage id="common.form.noRows" />
              </Typography>
            ) : null}
            {rows.map((_row, index) => {
              const position = index + 1;
              return (
                // Rows have no identity of their own; the widgets follow the form's values when rows move.
                // A row of many columns (an address: names, country, phone, address, two flags) wraps onto more
                // lines instead of squeezing each field below a readable width (issue 20: no 50 px fields).
                <Stack
                  key={index}
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  useFlexGap
                  sx={{ alignItems: { sm: 'flex-start' }, flexWrap: { sm: 'wrap' } }}
                  role="group"
                  aria-label={intl.formatMessage({ id: 'common.form.rowLabel' }, { position })}
                >
                  {columns.map((column) => (
                    // The 180 px basis is a width in a row; stacked on a phone it would be a height (empty space).
                    <Box key={column.name} sx={{ flex: { xs: '0 0 auto', sm: column.kind === 'switch' ? '0 0 auto' : '1 1 180px' }, minWidth: 0 }}>
                      {column.kind === 'switch' && column.exclusive ? (
                        <ExclusiveSwitch list={name} index={index} column={column} disabled={disabled} />
                      ) : (
                        <Cell
                          column={column}
                          name={`${name}.${index}.${column.name}`}
                          disabled={disabled}
                          extraError={column.name === uniqueBy && repeated.has(index) ? uniqueMessage : undefined}
                        />
                      )}
                    </Box>
                  ))}
                  <Stack direction="row" sx={{ flex: '0 0 auto', pt: 0.5 }}>
                    {reorderable ? (
                      <>
                        <Tooltip title={intl.formatMessage({ id: 'common.form.moveUp' })}>
                          <span>
                            <IconButton
                              size="small"
                              disabled={disabled || index === 0}
                              onClick={() => helpers.swap(index, index - 1)}
                              aria-label={intl.formatMessage({ id: 'common.form.moveRowUp' }, { position })}
                            >
                              <ArrowUpwardIcon fontSize="small" />
                            </IconButton>
                          </span>
                        </Tooltip>
                        <Tooltip title={intl.formatMessage({ id: 'common.form.moveDown' })}>
                          <span>
                            <IconButton
                              size="small"
                              disabled={disabled || index === rows.length - 1}
                              onClick={() => helpers.swap(index, index + 1)}
                              aria-label={intl.formatMessage({ id: 'common.form.moveRowDown' }, { position })}
                            >
                              <ArrowDownwardIcon fontSize="small" />
                            </IconButton>
                          </span>
                        </Tooltip>
                      </>
                    ) : null}
                    <Tooltip title={intl.formatMessage({ id: 'common.form.remove' })}>
                      <span>
                        <IconButton
                          size="small"
                          color="error"
                          disabled={disabled}
                          onClick={() => helpers.remove(index)}
                          aria-label={intl.formatMessage({ id: 'common.form.removeRow' }, { position })}
                        >
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                  </Stack>
                </Stack>
              );
            })}
            <Box>
              <Button size="small" variant="outlined" startIcon={<AddIcon />} disabled={disabled || full} onClick={() => helpers.push(emptyRow(columns))}>
                {addLabel ?? <FormattedMessage id="common.form.add" />}
              </Button>
            </Box>
          </Stack>
          {hint ? <FormHelperText id={`${id}-hint`}>{hint}</FormHelperText> : null}
        </FormControl>
      )}
    </FieldArray>
  );
}
