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
