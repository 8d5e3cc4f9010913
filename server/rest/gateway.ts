import express, { type NextFunction, type Request, type RequestHandler, type Response, type Router } from 'express';
import type { ApolloServer } from '@apollo/server';
import {
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLScalarType,
  Kind,
  getNamedType,
  parse,
  print,
  stripIgnoredCharacters,
  validate,
  visit,
  type DocumentNode,
  type FieldNode,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { assertAccess, rootFieldGuards } from '../common/auth-checker.js';
import type { AppContext } from '../common/context.js';
import type { FieldErrors } from '../common/errors.js';
import { isPartialArg, ruleErrors } from '../common/validation/input-errors.js';
import { coerceInput, parseJson, selectAll } from './convert.js';
import { mapGraphQLError, validationAnswer, type RestAnswer } from './error-mapper.js';
import { throttledError } from '../common/cost-plugin.js';
import { describeRoute } from './describe.js';
import { toSnake } from '../common/case.js';
import { HttpError, jsonBody } from './body.js';
import { parseMultipart } from './multipart.js';
import { RouteCost } from './precharge.js';
import type { RestRequest, RestRoute } from './route.js';
import { routes } from './routes/index.js';

interface PreparedRoute {
  route: RestRoute;
  guard: readonly string[];
  field: GraphQLField<unknown, unknown>;
  document: string;
  /** Multipart accepted: `files` when an argument takes an Upload, `fields` for a form route (route.multipart). */
  multipart?: 'files' | 'fields';
  /** What a request costs, when known before its body (charged with the session). */
  cost: RouteCost;
}

/** Does an input type hold an Upload anywhere (input objects walked once each)? */
function holdsUpload(type: GraphQLInputType, seen = new Set<string>()): boolean {
  if (type instanceof GraphQLNonNull || type instanceof GraphQLList) return holdsUpload(type.ofType, seen);
  if (type instanceof GraphQLScalarType) return type.name === 'Upload';
  if (!(type instanceof GraphQLInputObjectType) || seen.has(type.name)) return false;
  seen.add(type.name);
  return Object.values(type.getFields()).some((field) => holdsUpload(field.type, seen));
}

/** The route's stated fields (for a list: of each item, inside the page's envelope), else every field. */
function selection(route: RestRoute, field: GraphQLField<unknown, unknown>): string {
  if (!route.fields) return selectAll(field.type, route.depth);
  return route.shape === 'list' ? `{ items ${route.fields} totalItems totalExact page perPage }` : route.fields;
}

/**
 * The contract's snake_case keys named by the operation itself: every camelCase field under the root
 * field gets its snake_case alias (`image_list: imageList`), so the answer is the GraphQL result as it
 * comes, with no second pass over every object renaming its keys.
 */
function snakeAliases(document: DocumentNode): DocumentNode {
  const operation = document.definitions[0] as OperationDefinitionNode;
  const root = operation.selectionSet.selections[0] as FieldNode;
  if (!root.selectionSet) return document;
  const selectionSet = visit(root.selectionSet, {
    Field(node) {
      const name = node.name.value;
      const snake = toSnake(name);
      if (node.alias || snake === name) return undefined;
      return { ...node, alias: { kind: Kind.NAME, value: snake } };
    },
  });
  const aliasedRoot = { ...root, selectionSet };
  return { ...document, definitions: [{ ...operation, selectionSet: { ...operation.selectionSet, selections: [aliasedRoot] } }] };
}

/**
 * The operation a route runs, e.g. `mutation Rest($input:RoleInput!){createRole(input:$input){id name permission_list:permissionList}}`
 * (snakeAliases); throws when the route names a field the schema lacks or states fields its answer type
 * does not have.
 */
export function restDocument(schema: GraphQLSchema, route: RestRoute): { document: string; field: GraphQLField<unknown, unknown> } {
  const query = schema.getQueryType()?.getFields()[route.field];
  const mutation = schema.getMutationType()?.getFields()[route.field];
  const field = query ?? mutation;
  if (!field) throw new Error(`REST route ${route.method} ${route.path}: no GraphQL field ${route.field}`);
  const variables = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const text = `${query ? 'query' : 'mutation'} Rest${variables ? `(${variables})` : ''} { ${route.field}${passed ? `(${passed})` : ''} ${selection(route, field)} }`;
  const document = snakeAliases(parse(text));
  const problems = validate(schema, document);
  if (problems.length) throw new Error(`REST route ${route.method} ${route.path}: ${problems.map((p) => p.message).join('; ')}`);
  return { document: stripIgnoredCharacters(print(document)), field };
}

function prepare(schema: GraphQLSchema, route: RestRoute, guards: Map<string, readonly string[] | undefined>): PreparedRoute {
  const { document, field } = restDocument(schema, route);
  const guard = guards.get(route.field);
  if (!guard) throw new Error(`REST route ${route.method} ${route.path}: GraphQL field ${route.field} has no guard`);
  const multipart = field.args.some((arg) => holdsUpload(arg.type)) ? 'files' : route.multipart ? 'fields' : undefined;
  const cost = new RouteCost(schema, document, field, route.method, (req) => routeVariables(route, field, req));
  return { route, field, document, guard, multipart, cost };
}

/**
 * Spec 7's `globals`: the language-independent fields a (multipart) form carries. A field it names that
 * the body leaves out is carried empty, i.e. null: a form cannot send null (no parent, no banner), while
 * a field neither sent nor named is not carried at all and keeps its value (partial update).
 */
function withGlobals(body: Record<string, unknown>): Record<string, unknown> {
  const raw = body.globals;
  if (raw === undefined) return body;
  let names: unknown = raw;
  if (typeof raw === 'string') names = raw.trim().startsWith('[') ? parseJson(raw) : raw.split(',');
  const { globals: _globals, ...rest } = body;
  if (!Array.isArray(names)) return rest;
  for (const name of names) {
    if (typeof name !== 'string' || !name.trim()) continue;
    const key = name.trim();
    if (!(key in rest) && !(toSnake(key) in rest)) rest[key] = null;
  }
  return rest;
}

function defaultArgs(req: RestRequest): Record<string, unknown> {
  return { ...req.params, input: req.body };
}

/** The operation's variables from the request (the route's argument mapping, coerced), and what did not fit. */
function routeVariables(route: RestRoute, field: GraphQLField<unknown, unknown>, req: RestRequest) {
  const raw = (route.args ?? defaultArgs)({ ...req, body: withGlobals(req.body) });
  const language = req.query.language ?? req.body.language;
  const errors: FieldErrors = {};
  const variables: Record<string, unknown> = {};
  const prefixes = new Map<string, string>();
  for (const arg of field.args) {
    let value = arg.name in raw ? raw[arg.name] : undefined;
    if (value === undefined && arg.name === 'language') value = language;
    prefixes.set(arg.name, arg.name === 'input' || arg.name === 'options' || arg.name === 'data' ? '' : arg.name);
    const coerced = coerceInput(value, arg.type, prefixes.get(arg.name)!, errors);
    if (coerced !== undefined) variables[arg.name] = coerced;
  }
  return { variables, errors, prefixes };
}

/** Runs one route: arguments from the request, the operation in-process, the answer in the contract's shape. */
async function run(apollo: ApolloServer<AppContext>, prepared: PreparedRoute, req: RestRequest, ctx: AppContext): Promise<RestAnswer> {
  const { route, field, document, guard } = prepared;
  assertAccess(ctx, guard);
  const { variables, errors, prefixes } = routeVariables(route, field, req);
  if (Object.keys(errors).length) {
    // Type errors do not hide the other mistakes: the input classes' rules run on the rest (one answer).
    let rules: FieldErrors = {};
    for (const arg of field.args) {
      if (!(getNamedType(arg.type) instanceof GraphQLInputObjectType)) continue;
      rules = { ...rules, ...(await ruleErrors(variables[arg.name], arg.type, prefixes.get(arg.name)!, isPartialArg(route.field, arg.name))) };
    }
    return validationAnswer({ ...rules, ...errors });
  }
  prepared.cost.learn(variables);

  const response = await apollo.executeOperation({ query: document, variables }, { contextValue: ctx });
  if (response.body.kind !== 'single') throw new Error('Incremental delivery is not used by the REST gateway');
  const result = response.body.singleResult;
  if (result.errors?.length) return mapGraphQLError(result.errors[0]);
  let data = (result.data as Record<string, unknown>)[route.field];
  const record = route.record;
  if (route.shape === 'list') {
    const list = data as { items: Record<string, unknown>[]; total_items: number; total_exact?: boolean; page: number; per_page: number };
    const items = record ? list.items.map(record) : list.items;
    // The contract's four keys; `total_exact: false` only when the total is an estimate (a very long list).
    const estimated = list.total_exact === false ? { total_exact: false } : {};
    return { status: 200, body: { data: items, total: list.total_items, ...estimated, page: list.page, per_page: list.per_page } };
  }
  if (record && data && typeof data === 'object') data = Array.isArray(data) ? data.map(record) : record(data as Record<string, unknown>);
  return { status: route.status ?? 200, body: route.shape ? route.shape(data, req) : data };
}

/** A 422 answer with its field names renamed as the route says (route.errorFields). */
function renameErrorFields(answer: RestAnswer, names: Record<string, string> | undefined): RestAnswer {
  if (!names || answer.status !== 422) return answer;
  const body = answer.body as { errors?: Record<string, unknown> };
  if (!body.errors) return answer;
  const errors = Object.fromEntries(Object.entries(body.errors).map(([field, texts]) => [names[field] ?? field, texts]));
  return { ...answer, body: { ...body, errors } };
}

/** A FileDownload as the route answers it, in snake_case (see RestRoute.download). */
interface DownloadBody {
  filename: string;
  content_type: string;
  content: string;
}

/** Sends a route's FileDownload answer as the file itself. */
function sendFile(res: Response, file: DownloadBody): void {
  const ascii = file.filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  res.status(200);
  res.setHeader('Content-Type', file.content_type || 'application/octet-stream');
  const extended = ascii === file.filename ? '' : `; filename*=UTF-8''${encodeURIComponent(file.filename)}`;
  res.setHeader('Content-Disposition', `attachment; filename="${ascii}"${extended}`);
  res.send(Buffer.from(file.content, 'base64'));
}

/** The routes whose path matches the request's, in table order, each with its path parameters (set by the group matcher). */
const matchedRoutes = (res: Response) => res.locals.candidates as Map<PreparedRoute, Record<string, string>> | undefined;

/**
 * The routes a request may reach, known from its method and path alone: a POST may carry `_method`
 * (spec section 7) and stand for any method of its path.
 */
function candidatesOf(req: Request, res: Response): PreparedRoute[] {
  const matched = [...(matchedRoutes(res)?.keys() ?? [])];
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  return method === 'POST' ? matched : matched.filter((p) => p.route.method === method);
}

/**
 * Before a byte of the body is read: 404 when no route answers this path, 401/403 when the caller
 * passes none of the guards of the routes it may reach, so that no anonymous or unprivileged caller
 * gets a body parsed, buffered or written to disk.
 */
function admit(req: Request, res: Response): PreparedRoute[] {
  const candidates = candidatesOf(req, res);
  if (!candidates.length) throw new HttpError(404, 'Not Found');
  const ctx = res.locals.ctx as AppContext;
  let refusal: unknown;
  for (const candidate of candidates) {
    try {
      assertAccess(ctx, candidate.guard);
    } catch (error) {
      // Forbidden (signed in, lacking the permission) says more than Unauthenticated.
      if (!refusal || (error as { extensions?: { code?: string } }).extensions?.code === 'FORBIDDEN') refusal = error;
      continue;
    }
    // Charged once the caller was known, and the bucket did not hold the cost (precharge.ts).
    if (ctx.precharged && !ctx.precharged.charge.allowed) throw throttledError(ctx.cost!, ctx.precharged.charge);
    return candidates;
  }
  throw refusal;
}

/** JSON (size and nesting capped), or multipart where a route of this path takes it (415 elsewhere). */
async function readBody(req: Request, res: Response, candidates: PreparedRoute[]): Promise<Record<string, unknown>> {
  if (req.is('multipart/form-data')) {
    const kinds = candidates.map((c) => c.multipart);
    if (!kinds.some(Boolean)) throw new HttpError(415, 'This address takes JSON, not multipart/form-data');
    return parseMultipart(req, res, { files: kinds.includes('files') });
  }
  await new Promise<void>((done, fail) => jsonBody(req, res, (error?: unknown) => (error ? fail(error) : done())));
  return req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
}

/** The routes whose paths begin alike (groupKey): the one Router a request's path is matched against, then one per method. */
interface RouteGroup {
  matcher: Router;
  byMethod: Map<string, Router>;
}

/**
 * `/admin/product/7/stock` -> `admin/product`, `/order/7` -> `order`: the beginning of a path that no
 * route makes a parameter, in lower case as Express matches it. A request is matched against the few
 * routes of its group instead of every route of the table in turn (over 300, twice: 2 % of a short
 * answer's CPU in a profile); whether a route matches is still Express's to say.
 */
function groupKey(path: string): string {
  const [first = '', second = ''] = path.toLowerCase().split('/').filter(Boolean);
  return first === 'admin' ? `admin/${second}` : first;
}

function groupOf(groups: Map<string, RouteGroup>, key: string): RouteGroup {
  let group = groups.get(key);
  if (!group) {
    group = { matcher: express.Router(), byMethod: new Map(['GET', 'POST', 'PUT', 'DELETE'].map((method) => [method, express.Router()])) };
    groups.set(key, group);
  }
  return group;
}

/**
 * The REST gateway: a table of routes (routes/), each answered by one GraphQL operation on the same
 * schema, run in-process with the request's context. `GET /api/routes` lists the table.
 */
export function restGateway(apollo: ApolloServer<AppContext>, schema: GraphQLSchema, withContext: RequestHandler): Router {
  const router = express.Router();

  const described = routes.map((r) => ({ method: r.method, path: r.path, graphql: r.field, ...describeRoute(schema, r), summary: r.summary }));
  router.get('/routes', (_req, res) => {
    res.json(described);
  });

  // Which routes match the path, whatever the method: collected before the body is read (admit()).
  const groups = new Map<string, RouteGroup>();
  const guards = rootFieldGuards();
  for (const route of routes) {
    const prepared = prepare(schema, route, guards);
    const subPath = route.path.replace(/^\/api/, '');
    const group = groupOf(groups, groupKey(subPath));
    const target = group.byMethod.get(route.method)!;
    group.matcher.all(subPath, (req, res, next) => {
      (res.locals.candidates ??= new Map()).set(prepared, { ...req.params });
      next();
    });
    target.all(subPath, async (req: Request, res: Response, next: NextFunction) => {
      res.locals.routePattern = route.path; // for the request log and metrics (observability/request-log.ts)
      try {
        const body = res.locals.body as Record<string, unknown>;
        const ran = await run(
          apollo,
          prepared,
          { params: req.params as Record<string, string>, query: req.query as Record<string, unknown>, body },
          res.locals.ctx as AppContext,
        );
        const answer = renameErrorFields(ran, route.errorFields);
        if (answer.headers) res.set(answer.headers);
        if (route.download && answer.status < 300) sendFile(res, answer.body as DownloadBody);
        else res.status(answer.status).json(answer.body ?? null);
      } catch (error) {
        next(error);
      }
    });
  }

  // Access from the headers first, then the body (the method override may hide in a multipart body),
  // then dispatch on the effective method.
  router.use((req, res, next) => {
    const group = groups.get(groupKey(req.path));
    res.locals.routeGroup = group;
    if (group) group.matcher(req, res, next);
    else next();
  });
  // The caller, from the headers (app.ts requestContext); when the route's cost is known before its body,
  // it is charged then (precharge.ts). No route: 404 next, nobody to ask.
  router.use((req, res, next) => {
    const candidates = candidatesOf(req, res);
    if (!candidates.length) return next();
    // A POST is priced as its own route: one that stands for another (`_method`, in the body) is charged
    // the difference by the cost plugin if that one costs more (an update costs what a create does).
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    const own = candidates.filter((c) => c.route.method === method);
    const params = own.length === 1 && matchedRoutes(res)?.get(own[0]);
    res.locals.precharge = params ? own[0].cost.beforeBody(params, req.query as Record<string, unknown>) : undefined;
    withContext(req, res, next);
  });
  router.use(async (req, res, next) => {
    try {
      const candidates = admit(req, res);
      const body = await readBody(req, res, candidates);
      const override = typeof body._method === 'string' ? body._method.toUpperCase() : undefined;
      delete body._method;
      res.locals.body = body;
      const byMethod = (res.locals.routeGroup as RouteGroup).byMethod;
      const method = req.method === 'POST' && override && byMethod.has(override) ? override : req.method;
      const handler = byMethod.get(method === 'HEAD' ? 'GET' : method);
      if (handler) handler(req, res, next);
      else next();
    } catch (error) {
      next(error);
    }
  });
  router.use((_req, res) => {
    res.status(404).json({ message: 'Not Found' });
  });
  return router;
}
