// The benchmark scenarios of `npm run bench`. To measure another route, add one entry to the list.
//
// Each entry:
//   name         the row's label in the table
//   method       HTTP method ('GET', 'POST', ...)
//   path         path on the shop, e.g. '/api/configs' (query string allowed)
//   body?        JSON body (sent with content-type application/json)
//   headers?     extra request headers
//   auth?        'admin' (token of POST /api/admin/login) or 'shopper' (token of POST /api/login as the
//                demo shopper); sent as `Authorization: Bearer <token>`
//   connections? concurrency: a number or a list of numbers (one row each); default DEFAULT_CONNECTIONS
//   setup?       async (ctx) => overrides | undefined, run once before the measurement, e.g. to create
//                the record a GET reads. ctx = { url, request(method, path, { body, token, headers }),
//                token('admin' | 'shopper') }; request answers { status, body } (body parsed as JSON when
//                it is JSON). It may answer { path, body, headers } to replace the entry's values.
//
// Before measuring, the runner sends the request once: a 404 marks the row "unavailable" (the route is
// not there yet) instead of failing the run. During the measurement every answer must be 2xx; any other
// status marks the figure as not valid.

export const DEFAULT_CONNECTIONS = 10;

/** The demo shopper that SEED_DEMO=1 creates (server/db/demo/index.ts). */
export const DEMO_SHOPPER = { email: 'demo@example.com', password: 'demo1234' };

export const scenarios = [
  {
    name: 'POST /api/configs (storefront settings)',
    method: 'POST',
    path: '/api/configs',
    body: { language: 'en_us' },
  },
  {
    // Many shoppers signing in, each in turn (one account signing in ten times at once is not a real
    // load, and the login throttle counts attempts in flight per account). Measures password checks.
    name: 'POST /api/login (20 shoppers in turn)',
    method: 'POST',
    path: '/api/login',
    body: { email: DEMO_SHOPPER.email, password: DEMO_SHOPPER.password },
    async setup(ctx) {
      const bodies = [];
      for (let i = 0; i < 20; i++) {
        const shopper = { email: `bench-shopper-${Date.now()}-${i}@example.com`, password: 'bench-password-1' };
        await ctx.request('POST', '/api/register', {
          body: { first_name: 'Bench', last_name: `Shopper ${i}`, email: shopper.email, password: shopper.password, password_confirmation: shopper.password },
        });
        bodies.push(shopper);
      }
      return { bodies };
    },
  },
  {
    name: 'GET /api/admin/account (admin accounts list)',
    method: 'GET',
    path: '/api/admin/account',
    auth: 'admin',
  },
];
