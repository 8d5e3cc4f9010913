import { getMetadataStorage } from 'type-graphql';
import { rootFieldGuards } from '../../server/common/auth-checker.js';
import { Access, ALL_PERMISSIONS } from '../../server/common/permissions.js';
import { routes } from '../../server/rest/routes/index.js';
import { getSchema } from '../../server/schema.js';
import { TestShop, unique } from '../support/shop.js';
import { clientAddress } from './customer-fixtures.js';

/**
 * Security by construction: every root field of the schema carries exactly one guard, and every admin
 * REST route of the gateway refuses anonymous callers (401) and admins whose role lacks the permission
 * (403). Both walk the live schema and route table, so routes and fields added later are covered too.
 */

const SPECIAL_GUARDS: string[] = [Access.Public, Access.Shopper, Access.AnyAdmin];
const PASSWORD = 'a-good-password-1';

/** Admin routes: everything under /api/admin except the login itself. */
const adminRoutes = routes.filter((r) => (r.path === '/api/admin' || r.path.startsWith('/api/admin/')) && r.path !== '/api/admin/login');

const fillParams = (path: string) => path.replace(/:[A-Za-z_]+/g, '1');
const label = (r: { method: string; path: string; field: string }) => `${r.method} ${r.path} (${r.field})`;

describe('guards', () => {
  let guards: Map<string, readonly string[] | undefined>;
  let rootFields: string[];

  beforeAll(async () => {
    const schema = await getSchema();
    guards = rootFieldGuards();
    rootFields = [...Object.keys(schema.getQueryType()?.getFields() ?? {}), ...Object.keys(schema.getMutationType()?.getFields() ?? {})];
  });

  describe('the schema', () => {
    it('has root fields to check', () => {
      expect(rootFields.length).toBeGreaterThan(5);
    });

    it('gives every root Query and Mutation field a guard', () => {
      const unguarded = rootFields.filter((name) => !guards.get(name)?.length);
      expect(unguarded).toEqual([]);
    });

    it('gives every root field exactly one guard decorator', () => {
      const storage = getMetadataStorage();
      const twice = [...storage.queries, ...storage.mutations]
        .filter((field) => rootFields.includes(field.schemaName))
        .filter((field) => storage.authorizedFields.filter((a) => a.target === field.target && a.fieldName === field.methodName).length > 1)
        .map((field) => field.schemaName);
      expect(twice).toEqual([]);
    });

    it('names only catalogue permissions in permission guards, never mixed with an access marker', () => {
      const wrong = rootFields
        .map((name) => [name, [...(guards.get(name) ?? [])]] as const)
        .filter(([, required]) => {
          if (required.length === 1 && SPECIAL_GUARDS.includes(required[0])) return false;
          return required.some((p) => !(ALL_PERMISSIONS as string[]).includes(p));
        })
        .map(([name, required]) => `${name}: ${required.join(', ')}`);
      expect(wrong).toEqual([]);
    });

    it('every REST route names a guarded root field', () => {
      const broken = routes.filter((r) => !rootFields.includes(r.field) || !guards.get(r.field)?.length).map(label);
      expect(broken).toEqual([]);
    });

    it('no admin REST route but the login is public or for shoppers', () => {
      expect(adminRoutes.length).toBeGreaterThan(5);
      const open = adminRoutes.filter((r) => (guards.get(r.field) ?? []).some((g) => g === Access.Public || g === Access.Shopper)).map(label);
      expect(open).toEqual([]);
    });
  });

  describe('the admin REST routes', () => {
    let shop: TestShop;
    let superToken: string;
    let bareEmail: string;
    let bareToken: string;
    let shopperToken: string;

    beforeAll(async () => {
      shop = await TestShop.start();
      superToken = await shop.adminToken();
      const role = await shop.gql(
        'mutation($input: RoleInput!) { createRole(input: $input) { id } }',
        { input: { name: unique('No permission '), permissions: [] } },
        superToken,
      );
      expect(role.errors).toBeUndefined();
      bareEmail = `${unique('bare')}@example.com`;
      const account = await shop.gql(
        'mutation($input: CreateAdminAccountInput!) { createAccount(input: $input) { id } }',
        {
          input: {
            name: 'No permission',
            email: bareEmail,
            password: PASSWORD,
            passwordConfirmation: PASSWORD,
            enabled: true,
            roleId: role.data!.createRole.id,
          },
        },
        superToken,
      );
      expect(account.errors).toBeUndefined();
      bareToken = await shop.adminToken(bareEmail, PASSWORD);
      const email = `${unique('shopper')}@example.com`;
      const registered = await shop.rest('POST', '/api/register', {
        first_name: 'Guard',
        last_name: 'Test',
        email,
        password: PASSWORD,
        password_confirmation: PASSWORD,
      });
      expect(registered.status).toBe(201);
      shopperToken = registered.body.token;
    });
    afterAll(async () => {
      await shop.close();
    });

    const bodyFor = (method: string) => (method === 'GET' ? undefined : {});

    it('answer 401 without a token, with a bad token and with a shopper token', async () => {
      const wrong: string[] = [];
      for (const route of adminRoutes) {
        const path = fillParams(route.path);
        for (const [who, token] of [
          ['anonymous', undefined],
          ['bad token', 'not-a-token'],
          ['shopper', shopperToken],
        ] as const) {
          const answer = await shop.rest(route.method, path, bodyFor(route.method), token);
          if (answer.status !== 401) wrong.push(`${label(route)} as ${who}: ${answer.status} ${JSON.stringify(answer.body)}`);
        }
      }
      expect(wrong).toEqual([]);
    });

    it('answer 403 to an admin whose role has no permission (any-admin routes: never 403)', async () => {
      const isAnyAdmin = (route: (typeof adminRoutes)[number]) => guards.get(route.field)!.includes(Access.AnyAdmin);
      // Any-admin routes may end the session (logout, refresh): each gets a token of its own. The sign-ins
      // run at once, each from an address of its own, so they do not meet the login throttle together.
      const signIn = async () => {
        const answer = await shop.rest('POST', '/api/admin/login', { email: bareEmail, password: PASSWORD }, undefined, clientAddress());
        expect(answer.status).toBe(200);
        return answer.body.token as string;
      };
      const anyAdminRoutes = adminRoutes.filter(isAnyAdmin);
      const tokens = await Promise.all(anyAdminRoutes.map(signIn));
      const ownTokens = new Map(anyAdminRoutes.map((route, i) => [route, tokens[i]]));
      const wrong: string[] = [];
      for (const route of adminRoutes) {
        const path = fillParams(route.path);
        const anyAdmin = isAnyAdmin(route);
        const token = ownTokens.get(route) ?? bareToken;
        const answer = await shop.rest(route.method, path, bodyFor(route.method), token);
        const fine = anyAdmin ? answer.status !== 403 && answer.status < 500 : answer.status === 403;
        if (!fine) wrong.push(`${label(route)}: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
      expect(wrong).toEqual([]);
      // The refused calls changed nothing: the bare admin is still there and signed in.
      const me = await shop.rest('GET', '/api/admin', undefined, bareToken);
      expect(me.status).toBe(200);
    });
  });
});
