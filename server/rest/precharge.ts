import { parse, type DocumentNode, type GraphQLField, type GraphQLSchema } from 'graphql';
import { argumentsCanChangeCost, queryCost } from '../common/query-cost.js';
import type { RestRequest } from './route.js';

/**
 * What a request of one REST route costs, when that is known before its body is read: then it is
 * charged as soon as the caller is known (server/app.ts requestContext), and an empty bucket answers 429
 * before the body is read.
 * - A GET: its variables come from the path and the query string.
 * - A route whose field's arguments cannot change what it costs (query-cost.ts argumentsCanChangeCost):
 *   what its first request costs, the same for every request after it.
 * The cost plugin still prices each request once its body is read, and charges whatever it costs beyond
 * what was charged here (common/cost-plugin.ts): a POST standing for another method of its path
 * (`_method`) is priced here as the POST route.
 */
export class RouteCost {
  private readonly document: DocumentNode;
  private readonly fixed: boolean;
  private learned?: number;

  constructor(
    private readonly schema: GraphQLSchema,
    document: string,
    field: GraphQLField<unknown, unknown>,
    private readonly method: string,
    /** The operation's variables of a request (rest/gateway.ts routeVariables). */
    private readonly variablesOf: (req: RestRequest) => { variables: Record<string, unknown>; errors: object },
  ) {
    this.document = parse(document);
    this.fixed = !argumentsCanChangeCost(field);
  }

  /** The cost of a request with these path parameters and query, before its body is read; undefined when not known yet. */
  beforeBody(params: Record<string, string>, query: Record<string, unknown>): number | undefined {
    if (this.learned !== undefined) return this.learned;
    if (this.method !== 'GET') return undefined;
    const { variables, errors } = this.variablesOf({ params, query, body: {} });
    if (Object.keys(errors).length) return undefined;
    const cost = queryCost(this.schema, this.document, variables);
    return cost !== undefined && Number.isFinite(cost) ? cost : undefined;
  }

  /** A request's variables, its body read: a fixed cost is known from the first one on. */
  learn(variables: Record<string, unknown>): void {
    if (!this.fixed || this.learned !== undefined) return;
    const cost = queryCost(this.schema, this.document, variables);
    if (cost !== undefined && Number.isFinite(cost)) this.learned = cost;
  }
}
