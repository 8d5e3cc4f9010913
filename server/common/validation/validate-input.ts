import { validate, type ValidationError as ClassValidatorError } from 'class-validator';
import { ValidationError, type FieldErrors } from '../errors.js';
import { MESSAGES } from '../../../core/messages.js';

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
function flatten(errors: ClassValidatorError[], prefix = '', into: FieldErrors = {}, partialTarget?: object): FieldErrors {
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    const constraints = { ...error.constraints };
    // A partial update keeps what the request does not carry: an absent top-level field is not missing
    // (rules named required*, e.g. requiredWithTrigger, ask for a value; the service judges the stored
    // one). null and '' are sent values and still fail; nested records (a new stock) are whole.
    if (partialTarget && (partialTarget as Record<string, unknown>)[error.property] === undefined) {
      for (const name of Object.keys(constraints)) if (name.startsWith('required')) delete constraints[name];
    }
    // A record or list where another value came (ValidateNested's own refusal) says what any wrong value says.
    if (constraints.nestedValidation) constraints.nestedValidation = MESSAGES.noSpecific;
    const messages = Object.values(constraints);
    // The "required" rule speaks first: a missing value has no format worth judging.
    const first = constraints.required ?? messages[0];
    if (first && !(path in into)) into[path] = first;
    if (error.children?.length) flatten(error.children, path, into);
  }
  return into;
}

type FieldCheck = (input: never) => FieldErrors;
const fieldChecks = new Map<object, FieldCheck>();

/**
 * A class decorator for an argument's @InputType whose rules depend on its other fields (e.g. a promotion
 * rule's value by the rule's type): `check` answers field -> message like the class-validator rules and
 * runs beside them, so its errors come in the same answer as theirs (a field either already names keeps
 * the first message). Runs on the argument's own class, not on nested inputs.
 */
export function CheckedBy<T>(check: (input: T) => FieldErrors): ClassDecorator {
  return (target) => {
    fieldChecks.set(target, check as FieldCheck);
  };
}

export interface ValidateInputOptions {
  /** An update: top-level fields the request leaves out keep their stored values (not "required"). */
  partial?: boolean;
}

/** The field -> message map of one resolver argument (trimmed first), empty when it is valid. */
export async function inputErrors(argValue: unknown, options: ValidateInputOptions = {}): Promise<FieldErrors> {
  const fields: FieldErrors = {};
  if (argValue === null || typeof argValue !== 'object') return fields;
  trimStrings(argValue);
  const targets = Array.isArray(argValue) ? argValue.filter((v) => v && typeof v === 'object') : [argValue];
  for (const [index, target] of targets.entries()) {
    const errors = await validate(target as object, { forbidUnknownValues: false, skipMissingProperties: false });
    const prefix = Array.isArray(argValue) ? String(index) : '';
    flatten(errors, prefix, fields, options.partial ? (target as object) : undefined);
    const check = fieldChecks.get((target as object).constructor);
    for (const [path, message] of Object.entries(check ? check(target as never) : {})) {
      const key = prefix ? `${prefix}.${path}` : path;
      if (!(key in fields)) fields[key] = message;
    }
  }
  return fields;
}

/** Trims and validates one resolver argument; throws the field -> message map as a ValidationError. */
export async function validateInput(argValue: unknown, options: ValidateInputOptions = {}): Promise<void> {
  const fields = await inputErrors(argValue, options);
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
}

/**
 * `@Arg('input', () => XInput, PARTIAL_UPDATE)` on update mutations: the input's fields are all nullable
 * in the schema, an absent one keeps the stored value (the service writes only what is not undefined),
 * an explicit null or '' clears it or fails "required".
 */
export const PARTIAL_UPDATE = { validateFn: (argValue: unknown) => validateInput(argValue, { partial: true }) } as const;
