import type { ResolverData } from 'type-graphql';
import { ValidationError, type FieldErrors } from '../errors.js';
import { MESSAGES } from './rules.js';

/**
 * NUL bytes and lone UTF-16 surrogates: PostgreSQL refuses the first in text (a 500 if it reaches an
 * insert or a LIKE), and the second has no UTF-8 form, so it would be stored as a different text than
 * the one checked. Neither belongs in anything a person types.
 */
const UNSAFE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isUnsafeText(value: string): boolean {
  return UNSAFE.test(value);
}

/** Arguments whose fields are named on their own in error maps (the REST gateway does the same). */
const WRAPPERS = new Set(['input', 'options', 'data']);

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/** Walks plain values (objects, arrays, strings; keys too) and names the first unsafe text's path. */
function findUnsafe(value: unknown, path: string, seen: Set<unknown>, depth = 0): string | undefined {
  if (typeof value === 'string') return isUnsafeText(value) ? path : undefined;
  if (!value || typeof value !== 'object' || depth > 64 || seen.has(value) || value instanceof Date || value instanceof Promise) return undefined;
  seen.add(value);
  if (Array.isArray(value)) {
    for (const [index, entry] of value.entries()) {
      const found = findUnsafe(entry, join(path, String(index)), seen, depth + 1);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  for (const [key, entry] of Object.entries(value as Record<string, unknown>)) {
    if (isUnsafeText(key)) return path || 'input';
    const found = findUnsafe(entry, join(path, key), seen, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The field -> message map for the first unsafe text among a field's arguments, or undefined. */
export function unsafeTextErrors(args: Record<string, unknown>): FieldErrors | undefined {
  const seen = new Set<unknown>();
  for (const [name, value] of Object.entries(args)) {
    const found = findUnsafe(value, WRAPPERS.has(name) ? '' : name, seen);
    if (found !== undefined) return { [found || name]: MESSAGES.noSpecific };
  }
  return undefined;
}

/**
 * Refuses a field call whose arguments (as GraphQL coerced them: variables and literals alike) hold
 * unsafe text. Runs from the schema's validateFn, that is after the field's guard, once per call.
 */
const checked = new WeakSet<object>();
export function assertSafeArgs(resolverData: ResolverData<object> | undefined): void {
  const args = resolverData?.args as Record<string, unknown> | undefined;
  if (!args || checked.has(args)) return;
  checked.add(args);
  const errors = unsafeTextErrors(args);
  if (errors) throw new ValidationError(errors);
}
