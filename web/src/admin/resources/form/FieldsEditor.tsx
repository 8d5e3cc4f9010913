import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { FieldArray, useField } from 'formik';
import { useState, type DragEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RepeatableRowsField } from '../../../ui/form/RepeatableRowsField';
import { SelectField } from '../../../ui/form/SelectField';
import { SwitchField } from '../../../ui/form/SwitchField';
import { TextField } from '../../../ui/form/TextField';
import type { FormFieldProps } from '../../../ui/form/types';
import { useShownError } from '../../../ui/form/useFieldError';
import { MESSAGES, repeatedIndexes } from '../../../ui/validation/rules';
import { moveTarget } from './field-order';
import { CHOICE_TYPES, FIELD_TYPES, emptyField, type FieldValues } from './values';

/**
 * The form builder's field editor: one card per field, in order. Fields are reordered by dragging a card
 * onto another one's place (native HTML5 drag and drop, as the menu tree does) or by the up and down
 * buttons; choice types edit their options below.
 */
export function FieldsEditor({ name, label }: FormFieldProps) {
  const intl = useIntl();
  const [field] = useField<FieldValues[]>(name);
  const listError = useShownError(name);
  const fields = Array.isArray(field.value) ? field.value : [];
  const repeated = new Set(repeatedIndexes(fields, 'key'));
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const typeOptions = FIELD_TYPES.map((type) => ({ value: type, label: intl.formatMessage({ id: `admin.form.type.${type}` }) }));

  return (
    <FieldArray name={name}>
      {(helpers) => (
        <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }} data-testid="form-fields">
          <FormLabel component="legend" sx={{ mb: 1 }}>
            {label}
          </FormLabel>
          {fields.map((current, index) => {
            const position = index + 1;
            const drop = {
              onDragOver: (event: DragEvent<HTMLElement>) => {
                if (moveTarget(dragged, index) === null) return;
                event.preventDefault();
                if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
                setOver(index);
              },
              onDragLeave: () => setOver((value) => (value === index ? null : value)),
              onDrop: (event: DragEvent<HTMLElement>) => {
                event.preventDefault();
                const target = moveTarget(dragged, index);
                if (dragged !== null && target !== null) helpers.move(dragged, target);
                setDragged(null);
                setOver(null);
              },
            };
            return (
              <Paper
                key={index}
                variant="outlined"
                {...drop}
                sx={{
                  p: { xs: 1, sm: 2 },
                  opacity: dragged === index ? 0.5 : 1,
                  borderColor: over === index ? 'primary.main' : undefined,
                  borderWidth: over === index ? 2 : 1,
                }}
                role="group"
                aria-label={intl.formatMessage({ id: 'admin.form.fieldPosition' }, { position })}
                data-testid={`form-field-${index}`}
              >
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                  <Box
                    draggable
                    onDragStart={(event) => {
                      event.dataTransfer?.setData('text/plain', String(index));
                      setDragged(index);
                    }}
                    onDragEnd={() => (setDragged(null), setOver(null))}
                    sx={{ cursor: 'grab', display: 'flex' }}
                    aria-label={intl.formatMessage({ id: 'admin.form.dragField' })}
                    data-testid={`form-field-drag-${index}`}
                  >
                    <DragIndicatorIcon fontSize="small" color="action" />
                  </Box>
                  <Box sx={{ flexGrow: 1, fontWeight: 500 }}>{current.key || intl.formatMessage({ id: 'admin.form.newField' })}</Box>
                  <Tooltip title={intl.formatMessage({ id: 'common.form.moveUp' })}>
                    <span>
                      <IconButton
                        size="small"
                        disabled={index === 0}
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
                        disabled={index === fields.length - 1}
                        onClick={() => helpers.swap(index, index + 1)}
                        aria-label={intl.formatMessage({ id: 'common.form.moveRowDown' }, { position })}
                      >
                        <ArrowDownwardIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title={intl.formatMessage({ id: 'common.form.remove' })}>
                    <IconButton
                      size="small"
                      color="error"
                      onClick={() => helpers.remove(index)}
                      aria-label={intl.formatMessage({ id: 'common.form.removeRow' }, { position })}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </Stack>
                <Grid container spacing={1.5}>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField
                      name={`${name}.${index}.key`}
                      label={intl.formatMessage({ id: 'admin.form.fieldKey' })}
                      required
                      size="small"
                      extraError={repeated.has(index) ? MESSAGES.fieldsNoRepeatedKeys : undefined}
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <SelectField
                      name={`${name}.${index}.type`}
                      label={intl.formatMessage({ id: 'admin.form.fieldType' })}
                      required
                      options={typeOptions}
                      size="small"
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField name={`${name}.${index}.label`} label={intl.formatMessage({ id: 'admin.form.fieldLabel' })} required size="small" />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField name={`${name}.${index}.placeholder`} label={intl.formatMessage({ id: 'admin.form.fieldPlaceholder' })} size="small" />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 9 }}>
                    <TextField name={`${name}.${index}.help`} label={intl.formatMessage({ id: 'admin.form.fieldHelp' })} size="small" />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 3 }}>
                    <SwitchField name={`${name}.${index}.required`} label={intl.formatMessage({ id: 'admin.form.fieldRequired' })} size="small" />
                  </Grid>
                  {CHOICE_TYPES.includes(current.type) ? (
                    <Grid size={12}>
                      <RepeatableRowsField
                        name={`${name}.${index}.options`}
                        label={intl.formatMessage({ id: 'admin.form.options' })}
                        required
                        uniqueBy="key"
                        uniqueMessage={MESSAGES.noRepeatedKeys}
                        columns={[
                          { name: 'key', label: intl.formatMessage({ id: 'admin.form.optionKey' }), kind: 'text', required: true },
                          { name: 'label', label: intl.formatMessage({ id: 'admin.form.optionLabel' }), kind: 'text', required: true },
                        ]}
                      />
                    </Grid>
                  ) : null}
                </Grid>
              </Paper>
            );
          })}
          {listError ? <FormHelperText error>{listError}</FormHelperText> : null}
          <Box>
            <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={() => helpers.push(emptyField())} data-testid="form-field-add">
              <FormattedMessage id="admin.form.addField" />
            </Button>
          </Box>
        </Stack>
      )}
    </FieldArray>
  );
}
