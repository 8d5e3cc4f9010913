import * as yup from 'yup';
import type { FormFieldType, FormInput, FormRecordFragment, LeadSource } from '../../../graphql/admin/graphql';
import { inputSchema } from '../../../ui/validation/input-schema';
import { MESSAGES, repeatedIndexes, required } from '../../../ui/validation/rules';

export const FIELD_TYPES: readonly FormFieldType[] = [
  'text',
  'textarea',
  'email',
  'phone',
  'number',
  'date',
  'select',
  'radio',
  'checkboxes',
  'country',
  'consent',
];
export const CHOICE_TYPES: readonly FormFieldType[] = ['select', 'radio', 'checkboxes'];

export interface OptionValues {
  key: string;
  label: string;
}

export interface FieldValues {
  key: string;
  label: string;
  placeholder: string;
  help: string;
  type: FormFieldType;
  required: boolean;
  options: OptionValues[];
}

export interface FormValues {
  title: string;
  description: string;
  successMessage: string;
  url: string;
  enabled: boolean;
  allowGuest: boolean;
  limitSubmit: boolean;
  notifyEmails: { value: string }[];
  createLead: boolean;
  leadStatusId: number | null;
  leadSource: LeadSource | null;
  fields: FieldValues[];
}

export const emptyField = (): FieldValues => ({ key: '', label: '', placeholder: '', help: '', type: 'text', required: false, options: [] });

/** Rows sharing a value in `by` fail on the later row's cell (the server answers the same paths). */
const noRepeatedAt = (by: string, message: string) =>
  function (this: yup.TestContext, rows: unknown) {
    const index = repeatedIndexes(rows, by).find((i) => i > 0 && repeatedIndexes((rows as unknown[]).slice(0, i + 1), by).includes(i));
    return index === undefined ? true : this.createError({ path: `${this.path}.${index}.${by}`, message });
  };

/**
 * FormInput's rules, from the server (FormFieldInput's and FormFieldOptionInput's for the fields and
 * their options). The form also checks what the server checks across rows (form.inputs.ts): a choice
 * field has options, option keys and labels and field keys do not repeat.
 */
export function formSchema() {
  return inputSchema('FormInput', {
    rows: { notifyEmails: 'value' },
    nested: {
      fields: {
        adjust: {
          options: (options: yup.Schema) =>
            options
              .when('type', {
                is: (type: FormFieldType) => CHOICE_TYPES.includes(type),
                then: (schema) => required(schema),
              })
              .test('noRepeatedKeys', MESSAGES.noRepeatedKeys, noRepeatedAt('key', MESSAGES.noRepeatedKeys))
              .test('noRepeated', MESSAGES.noRepeated, noRepeatedAt('label', MESSAGES.noRepeated)),
        },
      },
    },
    adjust: { fields: (fields) => fields.test('fieldsNoRepeatedKeys', MESSAGES.fieldsNoRepeatedKeys, noRepeatedAt('key', MESSAGES.fieldsNoRepeatedKeys)) },
  });
}

export function toForm(record: FormRecordFragment | null): FormValues {
  return {
    title: record?.title ?? '',
    description: record?.description ?? '',
    successMessage: record?.successMessage ?? '',
    url: record?.url ?? '',
    enabled: record?.enabled ?? true,
    allowGuest: record?.allowGuest ?? true,
    limitSubmit: record?.limitSubmit ?? false,
    notifyEmails: (record?.notifyEmails ?? []).map((value) => ({ value })),
    createLead: record?.createLead ?? false,
    leadStatusId: record?.leadStatusId ?? null,
    leadSource: record?.leadSource ?? null,
    fields: (record?.fields ?? []).map((field) => ({
      key: field.key,
      label: field.label,
      placeholder: field.placeholder,
      help: field.help,
      type: field.type,
      required: field.required,
      options: field.options.map((option) => ({ key: option.key, label: option.label })),
    })),
  };
}

export function toInput(values: FormValues): FormInput {
  return {
    title: values.title,
    description: values.description,
    successMessage: values.successMessage,
    url: values.url,
    enabled: values.enabled,
    allowGuest: values.allowGuest,
    limitSubmit: values.limitSubmit,
    notifyEmails: values.notifyEmails.map((row) => row.value).filter(Boolean),
    createLead: values.createLead,
    leadStatusId: values.leadStatusId,
    leadSource: values.leadSource,
    fields: values.fields.map((field, order) => ({
      key: field.key,
      label: field.label,
      placeholder: field.placeholder,
      help: field.help,
      type: field.type,
      required: field.required,
      order,
      options: CHOICE_TYPES.includes(field.type) ? field.options : [],
    })),
  };
}
