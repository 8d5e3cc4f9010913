import * as yup from 'yup';
import { MESSAGES, keyFormat, noRepeated, numberValue, required, text } from '../validation/rules';
import type { RowColumn } from './types';

/**
 * yup schemas for the list widgets, built from the same description the widget renders, so a form's
 * validation and its editor cannot drift apart.
 */

function columnSchema(column: RowColumn): yup.Schema {
  let schema: yup.Schema;
  switch (column.kind) {
    case 'number':
      schema = numberValue(column.integer);
      break;
    case 'money':
      schema = text().matches(/^-?\d+(\.\d{1,2})?$/, { message: MESSAGES.noSpecific, excludeEmptyString: true });
      break;
    case 'switch':
      schema = yup.mixed().nullable().optional();
      break;
    case 'select':
      schema = yup.mixed().nullable().optional();
      break;
    default:
      schema = column.keyFormat ? keyFormat(text()) : text();
  }
  return column.required ? required(schema) : schema;
}

export interface RowsSchemaOptions {
  /** The column whose values must differ from row to row. */
  uniqueBy?: string;
  /** Default 'This input can not be repeated'. */
  uniqueMessage?: string;
  /** At least one row (spec required: an empty list fails). */
  required?: boolean;
}

/** The schema of a RepeatableRowsField with these columns: each row's cells, then the uniqueness rule. */
export function rowsSchema(columns: readonly RowColumn[], options: RowsSchemaOptions = {}) {
  const row = yup.object(Object.fromEntries(columns.map((column) => [column.name, columnSchema(column)])));
  let schema: yup.Schema = yup.array().of(row).nullable().optional();
  if (options.uniqueBy) schema = noRepeated(schema, options.uniqueBy, options.uniqueMessage ?? MESSAGES.noRepeated);
  return options.required ? required(schema) : schema;
}

export interface KeyValueSchemaOptions {
  keyName?: string;
  valueName?: string;
  /** Default 'Key can not be repeated'. */
  uniqueMessage?: string;
  required?: boolean;
}

/** The schema of a KeyValueField: keys required and in key_format, values required, keys unique. */
export function keyValueSchema(options: KeyValueSchemaOptions = {}) {
  const keyName = options.keyName ?? 'key';
  const valueName = options.valueName ?? 'value';
  return rowsSchema(
    [
      { name: keyName, label: keyName, kind: 'text', required: true, keyFormat: true },
      { name: valueName, label: valueName, kind: 'text', required: true },
    ],
    { uniqueBy: keyName, uniqueMessage: options.uniqueMessage ?? MESSAGES.noRepeatedKeys, required: options.required },
  );
}
