/** What a REST handler sees of the request, after body parsing and method override. */
export interface RestRequest {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
}

/**
 * One row of the gateway's table: a spec route, the GraphQL root field that serves it, how the request
 * becomes the field's arguments, and how the result becomes the answer. No business logic here.
 */
export interface RestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Express path, e.g. `/api/admin/role/:id`. */
  path: string;
  /** Root Query or Mutation field. */
  field: string;
  /** The field's arguments (snake_case keys are fine). Default: path params plus `input` = body. */
  args?: (req: RestRequest) => Record<string, unknown>;
  /** 200 unless said (201 for creates). */
  status?: number;
  /** `list`: an admin list answer `{data, total, page, per_page}`; or a function of the converted result. */
  shape?: 'list' | ((result: unknown, req: RestRequest) => unknown);
  /** Validation errors' field names as this route's clients know them (e.g. `{ file: 'image' }`). */
  errorFields?: Record<string, string>;
  /**
   * The answer is a file, not JSON. The GraphQL field answers a `FileDownload`
   * (modules/import-export/import-export.types.ts: `{ filename, contentType, content }`, content in
   * base64) and the gateway sends the decoded bytes with that Content-Type and
   * `Content-Disposition: attachment; filename="<filename>"` (plus an RFC 5987 `filename*` for
   * non-ASCII names). Errors stay JSON as on every route.
   */
  download?: boolean;
  /**
   * The contract's format of one record where it differs from GraphQL's (e.g. '' for an enum's none):
   * applied to the answer, each entry of an array answer, or each item of a list.
   */
  record?: (record: Record<string, unknown>) => unknown;
  /**
   * The route also takes its fields as multipart/form-data (the spec's forms sent that way, e.g.
   * menus). Routes whose GraphQL field takes an Upload accept multipart with files without saying so;
   * every other route answers a multipart body with 415.
   */
  multipart?: boolean;
  /**
   * The fields the answer carries, as a GraphQL selection with the schema's names (for a `list` route:
   * the fields of each item), e.g. `{ id name sku stocks { id price } }`. Lists state theirs so that a
   * page of 100 rows carries what the list needs rather than every field three levels deep. Without it
   * the answer has every field to `depth`. Checked against the schema when the server starts.
   */
  fields?: string;
  /** Levels of nested objects the answer selects when `fields` is not given (default 3): deeper for trees (menus). */
  depth?: number;
  /** The answer for the route table when `shape` makes it something else than the field's type. */
  answer?: string;
  /** Or: the GraphQL type whose fields the answer has (e.g. one group of the settings). */
  answerType?: string;
  /** One line for the route list page. */
  summary: string;
}

/** Query-string list options of the contract: page, per_page, sort, keyword (+ any filters, kept). */
export function listArgs(req: RestRequest): Record<string, unknown> {
  const { language, ...options } = req.query;
  return { options, language };
}

export interface CrudNames {
  /** Path below /api/admin, e.g. `role`. */
  path: string;
  /** GraphQL names, e.g. { one: 'role', many: 'roles', create: 'createRole', ... }. */
  one: string;
  many: string;
  create: string;
  update: string;
  remove: string;
  removeMany: string;
  /** Batch update of enabled/visibled, when the entity has such columns. */
  updateMany?: string;
  label: string;
  /** The contract's record format (RestRoute.record) of list, get, create and update answers. */
  record?: RestRoute['record'];
  /** The contract's body as the GraphQL input of create and update (e.g. '' for an enum's none). */
  input?: (body: Record<string, unknown>) => Record<string, unknown>;
  /** Create and update also take multipart forms (RestRoute.multipart). */
  multipart?: boolean;
  /** The fields of each row of the list answer (RestRoute.fields): the list screen's columns and the spec's. */
  listFields?: string;
}

/** The admin routes every resource has: list, get, create, update, delete, batch update and delete. */
export function crudRoutes(n: CrudNames): RestRoute[] {
  const base = `/api/admin/${n.path}`;
  const { record } = n;
  const input = n.input;
  const write = input ? (req: RestRequest) => ({ ...req.params, input: input(req.body) }) : undefined;
  const routes: RestRoute[] = [
    {
      method: 'GET',
      path: base,
      field: n.many,
      args: listArgs,
      shape: 'list',
      fields: n.listFields,
      record,
      summary: `${n.label}: list (page, per_page, sort, keyword)`,
    },
    { method: 'POST', path: base, field: n.create, status: 201, args: write, record, multipart: n.multipart, summary: `${n.label}: create` },
    { method: 'DELETE', path: `${base}/batch`, field: n.removeMany, args: (req) => ({ ids: req.body.ids }), summary: `${n.label}: batch delete ({ids})` },
  ];
  if (n.updateMany) {
    routes.push({
      method: 'PUT',
      path: `${base}/batch`,
      field: n.updateMany,
      args: (req) => ({ ids: req.body.ids, data: req.body.data }),
      summary: `${n.label}: batch update ({ids, data})`,
    });
  }
  routes.push(
    {
      method: 'GET',
      path: `${base}/:id`,
      field: n.one,
      args: (req) => ({ id: req.params.id, language: req.query.language }),
      record,
      summary: `${n.label}: one by id`,
    },
    { method: 'PUT', path: `${base}/:id`, field: n.update, args: write, record, multipart: n.multipart, summary: `${n.label}: update` },
    { method: 'DELETE', path: `${base}/:id`, field: n.remove, summary: `${n.label}: delete` },
  );
  return routes;
}
