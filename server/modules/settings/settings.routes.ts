import type { RestRequest, RestRoute } from '../../rest/route.js';

/**
 * `columns` of POST /api/configs: a list of snake_case keys of the public config (an array, or a
 * comma-separated text from a form). Unknown names are ignored; none means every public value.
 */
function requestedColumns(req: RestRequest): string[] | undefined {
  const raw = req.body.columns ?? req.query.columns;
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' && raw.trim() !== '' ? raw.split(',') : undefined;
  if (!list) return undefined;
  const names = list.filter((c): c is string => typeof c === 'string').map((c) => c.trim());
  return names.length ? names : undefined;
}

/** The public config, cut down to the requested columns. */
export function shapeConfigs(result: unknown, req: RestRequest): unknown {
  const columns = requestedColumns(req);
  if (!columns || !result || typeof result !== 'object') return result;
  const config = result as Record<string, unknown>;
  return Object.fromEntries(columns.filter((c) => Object.hasOwn(config, c)).map((c) => [c, config[c]]));
}

const FLAGS = new Set(['catalog_mode', 'member_only', 'guest_checkout']);

/**
 * Spec 3's formats on the REST contract: `supported_languages` a comma list, the shop's flags
 * `catalog_mode`, `member_only`, `guest_checkout` '0'/'1'. GraphQL keeps its list and booleans.
 */
export function specFormats(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(specFormats);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => {
      if (key === 'supported_languages' && Array.isArray(entry)) return [key, entry.join(',')];
      if (FLAGS.has(key) && typeof entry === 'boolean') return [key, entry ? '1' : '0'];
      return [key, specFormats(entry)];
    }),
  );
}

/** A settings body as the GraphQL input: a comma list of supported languages becomes the list (arrays pass). */
function settingsInput(body: Record<string, unknown>): Record<string, unknown> {
  const input = { ...body };
  for (const key of ['supported_languages', 'supportedLanguages']) {
    const value = input[key];
    if (typeof value === 'string' && !value.trim().startsWith('['))
      input[key] = value
        .split(',')
        .map((code) => code.trim())
        .filter(Boolean);
  }
  return input;
}

type Group = 'basic' | 'image' | 'currency' | 'facebook' | 'template' | 'config' | 'product' | 'home' | 'points';

/** GET of one group: the admin settings answer, cut down to that group. */
const getGroup = (group: Group): RestRoute => ({
  method: 'GET',
  path: `/api/admin/setting/${group}`,
  field: 'settings',
  shape: (result) => specFormats((result as Record<string, unknown>)[group]),
  answerType: `${group[0].toUpperCase()}${group.slice(1)}Settings`,
  summary: `The ${group} settings`,
});

/** PUT of one group: the body is the group's input (a partial update); the answer is the updated group. */
const putGroup = (group: Group, field: string): RestRoute => ({
  method: 'PUT',
  path: `/api/admin/setting/${group}`,
  field,
  args: (req) => ({ input: settingsInput(req.body) }),
  shape: specFormats,
  summary: `Update the ${group} settings: only the fields sent (absent keeps; secrets: empty or absent keeps the stored one)`,
});

export const settingsRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/configs',
    field: 'publicConfig',
    args: (req) => ({ language: req.body.language ?? req.query.language }),
    shape: (result, req) => specFormats(shapeConfigs(result, req)),
    summary: 'The public shop settings ({language, columns}: columns limits the answer to those keys)',
  },
  { method: 'GET', path: '/api/admin/setting', field: 'settings', shape: specFormats, summary: 'Every settings group (secrets only as *_set flags)' },
  getGroup('basic'),
  getGroup('image'),
  getGroup('currency'),
  getGroup('facebook'),
  getGroup('template'),
  getGroup('config'),
  getGroup('product'),
  getGroup('points'),
  // The route table names one GraphQL field per route: one PUT per group.
  putGroup('basic', 'updateBasicSettings'),
  putGroup('image', 'updateImageSettings'),
  putGroup('currency', 'updateCurrencySettings'),
  putGroup('facebook', 'updateFacebookSettings'),
  putGroup('template', 'updateTemplateSettings'),
  putGroup('config', 'updateConfigSettings'),
  putGroup('product', 'updateProductSettings'),
  putGroup('points', 'updatePointsSettings'),
  // The homepage composition (issue 15): a settings group with its own query.
  { method: 'GET', path: '/api/admin/setting/home', field: 'homeSettings', summary: "The home page's sections in order" },
  { ...putGroup('home', 'updateHomeSettings'), summary: 'Compose the home page {sections: [{type, value, limit}]}: the list replaces the stored one' },
  {
    method: 'GET',
    path: '/api/home',
    field: 'homePage',
    args: (req) => ({ language: req.query.language }),
    fields: `{ sections { type value limit
      slider { id identifier title slides { id image imagePath mobileImage mobileImagePath title caption buttonText link order } }
      block { id identifier title content } } }`,
    summary: "The storefront home page's sections with their slider and block (?language); product rows come from /api/widget",
  },
];
