import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useField } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { RepeatableRowsField } from '../../../ui/form/RepeatableRowsField';
import { ReorderableList } from '../../../ui/form/ReorderableList';
import { SelectField } from '../../../ui/form/SelectField';
import { SwitchField } from '../../../ui/form/SwitchField';
import { TextField } from '../../../ui/form/TextField';
import type { FormFieldProps } from '../../../ui/form/types';
import { useShownError } from '../../../ui/form/useFieldError';
import { MESSAGES, repeatedIndexes } from '../../../ui/validation/rules';
import { CHOICE_TYPES, FIELD_TYPES, emptyField, type FieldValues } from './values';

/**
 * The form builder's field editor: one card per field, in order (the shared ReorderableList: dragged onto
 * another one's place or moved by the up and down buttons); choice types edit their options below.
 */
export function FieldsEditor({ name, label }: FormFieldProps) {
  const intl = useIntl();
  const [field] = useField<FieldValues[]>(name);
  const listError = useShownError(name);
  const fields = Array.isArray(field.value) ? field.value : [];
  const repeated = new Set(repeatedIndexes(fields, 'key'));
  const typeOptions = FIELD_TYPES.map((type) => ({ value: type, label: intl.formatMessage({ id: `admin.form.type.${type}` }) }));

  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }} data-testid="form-fields">
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {label}
      </FormLabel>
      <ReorderableList<FieldValues>
        name={name}
        draggable
        testId="form-field"
        labels={(position) => ({
          item: intl.formatMessage({ id: 'admin.form.fieldPosition' }, { position }),
          moveBack: intl.formatMessage({ id: 'common.form.moveRowUp' }, { position }),
          moveForward: intl.formatMessage({ id: 'common.form.moveRowDown' }, { position }),
          remove: intl.formatMessage({ id: 'common.form.removeRow' }, { position }),
          drag: intl.formatMessage({ id: 'admin.form.dragField' }),
        })}
        itemSx={{ p: { xs: 1, sm: 2 } }}
        renderItem={(current, { index, controls, dragHandle }) => (
          <>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
              {dragHandle}
              <Box sx={{ flexGrow: 1, fontWeight: 500 }}>{current.key || intl.formatMessage({ id: 'admin.form.newField' })}</Box>
              {controls}
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
          </>
        )}
        footer={(helpers) => (
          <>
            {listError ? <FormHelperText error>{listError}</FormHelperText> : null}
            <Box>
              <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={() => helpers.push(emptyField())} data-testid="form-field-add">
                <FormattedMessage id="admin.form.addField" />
              </Button>
            </Box>
          </>
        )}
      />
    </Stack>
  );
}
