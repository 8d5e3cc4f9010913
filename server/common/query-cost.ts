import { GraphQLInputObjectType, Kind, getNamedType, type DocumentNode, type GraphQLField, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { DEFAULT_PER_PAGE } from './pagination.js';

/**
 * What a GraphQL request costs (issue 23, section 2), computed from the document and its variables
 * before anything runs: each selected field 1; a paginated field multiplies what is selected under it
 * by its page size (`perPage`, directly or in its `options`/`input`, the schema's default when absent);
 * a root mutation field 10; search and keyword lists 10 more. Introspection has its own allowance: an
 * operation of introspection fields only costs nothing here (the depth limit still bounds it).
 */
export const MUTATION_COST = 10;
export const SEARCH_COST = 10;
/** Beyond this many fields (aliases and fragments expanded) a document is refused whatever its cost. */
export const MAX_QUERY_NODES = 20_000;

/** Root fields that search (full-text and keyword lists), besides any list given a `keyword`. */
const SEARCH_FIELDS = new Set(['searchProducts', 'searchSuggestions']);

/** The page size a paginated field will answer: `perPage` of its arguments, or the declared default. */
function pageSize(field: GraphQLField<unknown, unknown>, args: Record<string, unknown>): number | undefined {
  for (const arg of field.args) {
    if (arg.name === 'perPage') return Number(args.perPage ?? arg.defaultValue ?? DEFAULT_PER_PAGE);
    const type = getNamedType(arg.type);
    if (!(type instanceof GraphQLInputObjectType)) continue;
    const perPage = type.getFields().perPage;
    if (!perPage) continue;
    const given = (args[arg.name] as Record<string, unknown> | null | undefined)?.perPage;
    return Number(given ?? perPage.defaultValue ?? DEFAULT_PER_PAGE);
  }
  return undefined;
}

function keywordOf(args: Record<string, unknown>): unknown {
  const nested = (name: string) => (args[name] as Record<string, unknown> | null | undefined)?.keyword;
  return args.keyword ?? nested('options') ?? nested('input') ?? nested('filter');
}

/**
 * Whether what is passed to `field` can change a request's cost: the arguments pageSize and keywordOf
 * read (a page size, directly or in an input object; a keyword, directly or in options, input or
 * filter). Without them the field's operation costs the same whatever its variables (the REST gateway
 * then charges a route's cost before reading its body: rest/precharge.ts). Keep it in step with those two.
 */
export function argumentsCanChangeCost(field: GraphQLField<unknown, unknown>): boolean {
  return field.args.some((arg) => {
    if (arg.name === 'perPage' || arg.name === 'keyword') return true;
    const type = getNamedType(arg.type);
    if (!(type instanceof GraphQLInputObjectType)) return false;
    const fields = type.getFields();
    return 'perPage' in fields || ('keyword' in fields && ['options', 'input', 'filter'].includes(arg.name));
  });
}

function estimator(schema: GraphQLSchema): ComplexityEstimator {
  const mutationType = schema.getMutationType();
  return ({ type, field, args, childComplexity }) => {
    const size = pageSize(field, args);
    let cost = 1 + childComplexity * (size && size > 0 ? size : 1);
    if (mutationType && type === mutationType) cost += MUTATION_COST - 1;
    if (SEARCH_FIELDS.has(field.name) || (size !== undefined && keywordOf(args))) cost += SEARCH_COST;
    return cost;
  };
}

const INTROSPECTION_ROOTS = new Set(['__schema', '__type']);

/** Whether the operation selects nothing but introspection (`__schema`, `__type`): GraphiQL and codegen. */
export function isIntrospectionOnly(operation: OperationDefinitionNode): boolean {
  return operation.selectionSet.selections.every((s) => s.kind === Kind.FIELD && INTROSPECTION_ROOTS.has(s.name.value));
}

/**
 * What a cost can depend on in the variables: numbers and booleans as they are (page sizes, @include),
 * strings only as empty or not (a keyword makes a list a search; its words do not change the cost). The
 * estimator above reads nothing else of them; an estimator reading a string's value must change this.
 */
function costShape(variables: Record<string, unknown>): string {
  return JSON.stringify(variables, (_key, value: unknown) => (typeof value === 'string' ? (value ? 's' : '') : value));
}

/** Per document: costs by variables' costShape, up to this many each (then forgotten and begun again). */
const MEMO_PER_DOCUMENT = 256;
const memo = new WeakMap<DocumentNode, Map<string, number>>();

/**
 * The cost of the document's operation with these variables: Infinity for a document beyond
 * MAX_QUERY_NODES, undefined when the variables do not fit the operation (graphql-js refuses it before
 * anything runs, and the all-errors plugin answers why).
 *
 * Remembered per parsed document (Apollo keeps one per query text; each REST route has one) and
 * costShape: walking the document with its types took 4 % of the CPU of a short list's answer.
 * An undefined cost is never remembered, so that a request whose variables do not fit cannot make a
 * fitting one of the same shape go uncharged.
 */
export function queryCost(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown> = {}, operationName?: string): number | undefined {
  const key = `${operationName ?? ''}\n${costShape(variables)}`;
  let costs = memo.get(document);
  const known = costs?.get(key);
  if (known !== undefined) return known;
  const cost = computeCost(schema, document, variables, operationName);
  if (cost === undefined) return undefined;
  if (!costs || costs.size >= MEMO_PER_DOCUMENT) memo.set(document, (costs = new Map()));
  costs.set(key, cost);
  return cost;
}

function computeCost(schema: GraphQLSchema, document: DocumentNode, variables: Record<string, unknown>, operationName: string | undefined): number | undefined {
  try {
    return getComplexity({ schema, query: document, variables, operationName, estimators: [estimator(schema)], maxQueryNodes: MAX_QUERY_NODES });
  } catch (error) {
    if (error instanceof Error && /maximum allowed number of nodes/.test(error.message)) return Infinity;
    return undefined;
  }
}
