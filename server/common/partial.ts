/**
 * Partial updates (issue 21): an update writes only the fields its request carries. `undefined` (absent)
 * keeps the stored value; anything else, null included, is written. Validation (PARTIAL_UPDATE) has
 * already refused null for the fields that may not be cleared.
 */
export function assignSent<T extends object, K extends keyof T>(target: T, input: Partial<Record<K, T[K] | null | undefined>>, keys: readonly K[]): void {
  for (const key of keys) {
    const value = input[key];
    if (value !== undefined) target[key] = value as T[K];
  }
}
