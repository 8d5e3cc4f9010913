/**
 * The shared formik-bound field widgets. Each takes FormFieldProps ({ name, label, required?, disabled?,
 * helperText? }) plus its own extras, shows its error once touched or after a submit, and marks
 * required fields. See types.ts for the contract with the admin resource framework.
 */
export type { FormFieldProps, RowColumn, RowColumnKind, SelectOption } from './types';
export { FormikTextField } from './FormikTextField';
export { TextField, type TextFieldProps } from './TextField';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { NumberField, type NumberFieldProps } from './NumberField';
export { MoneyField, type MoneyFieldProps } from './MoneyField';
export { SwitchField, isOn, type SwitchFieldProps } from './SwitchField';
export { SelectField, type SelectFieldProps } from './SelectField';
export { MultiSelectField, type MultiSelectFieldProps } from './MultiSelectField';
export { DateField, type DateFieldProps } from './DateField';
export { DateTimeField, type DateTimeFieldProps } from './DateTimeField';
export { ImageUploadField, type ImageUploadFieldProps } from './ImageUploadField';
export { ADMIN_UPLOAD_URL, IMAGE_TYPES, MAX_IMAGE_BYTES, UploadRefusedError, checkImageFile, uploadImage } from './imageUpload';
export { RichTextField, type RichTextFieldProps } from './RichTextField';
export { KeyValueField, type KeyValueFieldProps } from './KeyValueField';
export { RepeatableRowsField, emptyRow, type RepeatableRowsFieldProps } from './RepeatableRowsField';
export { keyValueSchema, rowsSchema, type KeyValueSchemaOptions, type RowsSchemaOptions } from './schemas';
export { toMoneyValue, parseNumberText } from './numbers';
export { useShownError } from './useFieldError';
