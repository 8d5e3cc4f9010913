import { validate, type ValidationError as ClassValidatorError } from 'class-validator';
import { ValidationError, type FieldErrors } from '../errors.js';

/** Fields whose value is never trimmed: a password may well begin or end with a space. */
const UNTRIMMED = /password/i;

/** Trims every string in an input object in place, recursively (spec 5: input is trimmed first). */
export function trimStrings(value: unknown): unknown {
  if (Array.isArray(value)) {
    value.forEach((entry, i) => {
      if (typeof entry === 'string') value[i] = entry.trim();
      else trimStrings(entry);
    });
  } else if (value && typeof value === 'object' && !(value instanceof Date) && !isUpload(value)) {
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const entry = record[key];
      if (typeof entry === 'string') {
        if (!UNTRIMMED.test(key)) record[key] = entry.trim();
      } else trimStrings(entry);
    }
  }
  return value;
}

function isUpload(value: object): boolean {
  return typeof (value as { promise?: unknown }).promise === 'object' || typeof (value as { then?: unknown }).then === 'function';
}

/** class-validator's nested errors as one flat map: `stocks.0.price` -> first message. */
function flatten(errors: ClassValidatorError[], prefix = '', into: FieldErrors = {}): FieldErrors {
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const messages = Object.values(error.constraints ?? {});
    // The "required" rule speaks first: a missing value has no format worth judging.
    const first = error.constraints?.required ?? messages[0];
    if (first && !(path in into)) into[path] = first;
    if (error.children?.length) flatten(error.children, path, into);
  }
  return into;
}

/** Trims and validates one resolver argument; throws the field -> message map as a ValidationError. */
export async function validateInput(argValue: unknown): Promise<void> {
  if (argValue === null || typeof argValue !== 'object') return;
  trimStrings(argValue);
  const targets = Array.isArray(argValue) ? argValue.filter((v) => v && typeof v === 'object') : [argValue];
  const fields: FieldErrors = {};
  for (const [index, target] of targets.entries()) {
    const errors = await validate(target as object, { forbidUnknownValues: false, skipMissingProperties: false });
    flatten(errors, Array.isArray(argValue) ? String(index) : '', fields);
  }
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
}
