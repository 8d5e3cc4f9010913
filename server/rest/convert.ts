import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLScalarType,
  getNamedType,
  isInterfaceType,
  isObjectType,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';
import type { FieldErrors } from '../common/errors.js';
import { MESSAGES } from '../common/validation/rules.js';
import { toSnake } from '../common/case.js';

/**
 * Converts a REST value (JSON body, query string or multipart text) into the GraphQL input type of an
 * argument: snake_case keys to the type's field names, unknown keys dropped, text from forms coerced
 * to numbers, booleans and JSON structures. Type mismatches are collected per field, so that the
 * client gets a 422 with the field named instead of a GraphQL error.
 */
export function coerceInput(value: unknown, type: GraphQLInputType, path: string, errors: FieldErrors): unknown {
  if (type instanceof GraphQLNonNull) {
    if (value === undefined || value === null || value === '') {
      if (!(path in errors)) errors[path] = MESSAGES.required;
      return undefined;
    }
    return coerceInput(value, type.ofType, path, errors);
  }
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (type instanceof GraphQLList) {
    let list = value;
    if (typeof list === 'string') list = parseJson(list) ?? (list === '' ? [] : [list]);
    if (!Array.isArray(list)) list = [list];
    return (list as unknown[]).map((entry, i) => coerceInput(entry, type.ofType, join(path, String(i)), errors));
  }
  if (type instanceof GraphQLInputObjectType) {
    const record = typeof value === 'string' ? parseJson(value) : value;
    if (!record || typeof record !== 'object' || Array.isArray(record)) {
      errors[path || 'input'] = MESSAGES.noSpecific;
      return undefined;
    }
    const source = record as Record<string, unknown>;
    const result: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      const raw = field.name in source ? source[field.name] : source[toSnake(field.name)];
      const coerced = coerceInput(raw, field.type, join(path, field.name), errors);
      if (coerced !== undefined) result[field.name] = coerced;
    }
    return result;
  }
  if (type instanceof GraphQLEnumType) {
    const name = String(value);
    if (type.getValues().some((v) => v.name === name)) return name;
    errors[path] = MESSAGES.noSpecific;
    return undefined;
  }
  return coerceScalar(value, type as GraphQLScalarType, path, errors);
}

function coerceScalar(value: unknown, type: GraphQLScalarType, path: string, errors: FieldErrors): unknown {
  const fail = () => {
    errors[path] = MESSAGES.noSpecific;
    return undefined;
  };
  switch (type.name) {
    case 'Int':
    case 'Float': {
      if (value === '') return null;
      const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
      if (!Number.isFinite(number) || (type.name === 'Int' && (!Number.isInteger(number) || Math.abs(number) > 2147483647))) return fail();
      return number;
    }
    case 'Boolean':
      if (value === true || value === 1 || value === '1' || value === 'true') return true;
      if (value === false || value === 0 || value === '0' || value === 'false') return false;
      return fail();
    case 'String':
    case 'ID':
      if (typeof value === 'string') return value;
      if (typeof value === 'number' || typeof value === 'boolean') return String(value);
      return fail();
    default:
      // Custom scalars (dates, JSON, Upload) parse their own values.
      return value;
  }
}

/** JSON text as a value, or undefined when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** A selection set of every field of an output type, nested to maxDepth (fields needing arguments skipped). */
export function selectAll(type: GraphQLOutputType, maxDepth = 3, depth = 0): string {
  const named = getNamedType(type);
  if (!isObjectType(named) && !isInterfaceType(named)) return '';
  const parts: string[] = [];
  for (const field of Object.values(named.getFields())) {
    if (field.args.some((arg) => arg.type instanceof GraphQLNonNull)) continue;
    const inner = getNamedType(field.type);
    if (isObjectType(inner) || isInterfaceType(inner)) {
      if (depth + 1 >= maxDepth) continue;
      const sub = selectAll(field.type, maxDepth, depth + 1);
      if (sub) parts.push(`${field.name} ${sub}`);
    } else {
      parts.push(field.name);
    }
  }
  return parts.length ? `{ ${parts.join(' ')} }` : '';
}
