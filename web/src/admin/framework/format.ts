/** Table dates show the date part only (spec 9), in the admin's own time zone: `2024-03-05`. */
export function datePart(value: unknown): string {
  if (typeof value !== 'string' && !(value instanceof Date)) return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value.slice(0, 10) : '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Keeps only the variables an operation declares (`$language`, `$globals` are optional per resource). */
export function declaredVariables(document: unknown, variables: Record<string, unknown>): Record<string, unknown> {
  const definitions = (document as { definitions?: Array<{ kind: string; variableDefinitions?: Array<{ variable: { name: { value: string } } }> }> })
    .definitions;
  const operation = definitions?.find((definition) => definition.kind === 'OperationDefinition');
  const names = new Set(operation?.variableDefinitions?.map((definition) => definition.variable.name.value) ?? []);
  return Object.fromEntries(Object.entries(variables).filter(([name]) => names.has(name)));
}

/** Kept here for the screens that import it from the framework: the one mapper is ui/errors.ts. */
export { errorMessages } from '../../ui/errors';
