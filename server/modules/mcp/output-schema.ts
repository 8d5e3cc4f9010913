import {
  GraphQLEnumType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  Kind,
  parse,
  validate,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { z, type ZodType } from 'zod';

/** The scalars of the schema as JSON carries them (DateTimeISO is an ISO string, JSONObject an object). */
function scalar(type: GraphQLScalarType): ZodType {
  switch (type.name) {
    case 'Int':
      return z.number().int();
    case 'Float':
      return z.number();
    case 'Boolean':
      return z.boolean();
    case 'JSONObject':
      return z.record(z.string(), z.unknown());
    default:
      return z.string();
  }
}

/** The zod schema of a value of `type` with the fields `selection` picks (aliases are the keys). */
function valueSchema(type: GraphQLOutputType, selection: SelectionSetNode | undefined, description?: string | null): ZodType {
  let schema: ZodType;
  if (type instanceof GraphQLNonNull) {
    schema = valueSchema(type.ofType, selection);
  } else {
    const inner = type instanceof GraphQLList ? z.array(valueSchema(type.ofType, selection)) : namedSchema(type, selection);
    schema = inner.nullable();
  }
  return description ? schema.describe(description) : schema;
}

function namedSchema(type: GraphQLOutputType, selection: SelectionSetNode | undefined): ZodType {
  if (type instanceof GraphQLScalarType) return scalar(type);
  if (type instanceof GraphQLEnumType) return z.enum(type.getValues().map((v) => v.name) as [string, ...string[]]);
  if (type instanceof GraphQLObjectType && selection) return objectSchema(type, selection);
  return z.unknown();
}

function objectSchema(type: GraphQLObjectType, selection: SelectionSetNode): z.ZodObject {
  const fields = type.getFields();
  const shape: Record<string, ZodType> = {};
  for (const node of selection.selections) {
    if (node.kind !== Kind.FIELD) throw new Error(`MCP tool documents select fields only (no fragments): ${type.name}`);
    const key = node.alias?.value ?? node.name.value;
    if (node.name.value === '__typename') shape[key] = z.string();
    else shape[key] = valueSchema(fields[node.name.value].type, node.selectionSet, fields[node.name.value].description);
  }
  return z.object(shape);
}

/** What a tool answers: its root field's object, or `{ result }` for a list or a scalar (structuredContent is an object). */
export interface ToolOutput {
  schema: z.ZodObject;
  /** Whether the root field's value is wrapped in `{ result }`. */
  wrapped: boolean;
}

/**
 * A tool's operation checked against the schema (a tool naming a missing field fails at start, not
 * when a model calls it) and its output schema, derived from the operation's selection.
 */
export function toolOutput(schema: GraphQLSchema, document: string, field: string): ToolOutput {
  const parsed = parse(document);
  const problems = validate(schema, parsed);
  if (problems.length) throw new Error(`MCP tool operation on ${field}: ${problems.map((p) => p.message).join('; ')}`);
  const operation = parsed.definitions[0] as OperationDefinitionNode;
  const root = operation.selectionSet.selections[0];
  if (parsed.definitions.length !== 1 || operation.selectionSet.selections.length !== 1 || root.kind !== Kind.FIELD || root.name.value !== field) {
    throw new Error(`MCP tool operation must have one root field, ${field}`);
  }
  const rootType = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  const definition = rootType?.getFields()[field];
  if (!definition) throw new Error(`MCP tool: no root field ${field}`);
  const named = definition.type instanceof GraphQLNonNull ? definition.type.ofType : definition.type;
  if (named instanceof GraphQLObjectType && root.selectionSet) return { schema: objectSchema(named, root.selectionSet), wrapped: false };
  return { schema: z.object({ result: valueSchema(definition.type, root.selectionSet, definition.description) }), wrapped: true };
}
