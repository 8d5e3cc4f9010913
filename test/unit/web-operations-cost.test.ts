import fs from 'node:fs';
import path from 'node:path';
import {
  GraphQLEnumType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLScalarType,
  Kind,
  parse,
  typeFromAST,
  visit,
  type DefinitionNode,
  type FragmentDefinitionNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { loadConfig } from '../../server/config/env.js';
import { PER_PAGE_OPTIONS } from '../../server/common/pagination.js';
import { queryCost } from '../../server/common/query-cost.js';
import { getSchema } from '../../server/schema.js';
import { Access } from '../../server/common/permissions.js';
import { rootFieldGuards } from '../../server/common/auth-checker.js';
import { restDocument } from '../../server/rest/gateway.js';
import { routes } from '../../server/rest/routes/index.js';
import { PAGE_SIZE as SHOP_PAGE_SIZE } from '../../web/src/shop/catalog/catalog-params.js';

/**
 * Issue 23, section 2: every operation of the web app (web/src/**\/*.graphql) at its largest page size
 * fits its caller's limit: storefront operations the public one, back-office operations the staff one.
 * Largest page size: admin lists offer up to 100 rows; the storefront's listings ask for PAGE_SIZE.
 */
const WEB = path.join(process.cwd(), 'web', 'src');
const ADMIN_PAGE_SIZE = Math.max(...PER_PAGE_OPTIONS);

function graphqlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'graphql' && dir === WEB ? [] : graphqlFiles(full);
    return entry.name.endsWith('.graphql') ? [full] : [];
  });
}

type Area = 'shop' | 'admin';
const areaOf = (file: string): Area | 'shared' => {
  const relative = path.relative(WEB, file);
  if (relative.startsWith('admin')) return 'admin';
  return relative.startsWith('shop') ? 'shop' : 'shared';
};

/** A value the variable's type accepts; page sizes at their largest. */
function sample(type: GraphQLInputType, name: string, pageSize: number): unknown {
  if (type instanceof GraphQLNonNull) return sample(type.ofType, name, pageSize);
  if (type instanceof GraphQLList) return [sample(type.ofType, name, pageSize)];
  if (type instanceof GraphQLEnumType) return type.getValues()[0].value;
  if (type instanceof GraphQLInputObjectType) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (field.name === 'perPage') value.perPage = pageSize;
      else if (field.type instanceof GraphQLNonNull) value[field.name] = sample(field.type, field.name, pageSize);
    }
    return value;
  }
  if (name === 'perPage') return pageSize;
  const scalar = (type as GraphQLScalarType).name;
  const samples: Record<string, unknown> = { Int: 1, Float: 1, String: 'x', ID: '1', Boolean: true, DateTimeISO: '2026-01-01T00:00:00.000Z', JSONObject: {} };
  return samples[scalar] ?? 'x';
}

/** The fragments an operation uses, transitively. */
function usedFragments(node: DefinitionNode, fragments: Map<string, FragmentDefinitionNode>, seen = new Set<string>()): FragmentDefinitionNode[] {
  visit(node, {
    FragmentSpread(spread) {
      const name = spread.name.value;
      const fragment = fragments.get(name);
      if (seen.has(name) || !fragment) return;
      seen.add(name);
      usedFragments(fragment, fragments, seen);
    },
  });
  return [...seen].map((name) => fragments.get(name)!);
}

interface Costed {
  area: Area;
  name: string;
  cost: number | undefined;
}

describe('every operation of the web app fits its cost limit', () => {
  let schema: GraphQLSchema;
  const costed: Costed[] = [];
  const limits = loadConfig({}).graphqlMaxCost;

  beforeAll(async () => {
    schema = await getSchema();
    const files = graphqlFiles(WEB);
    const definitions = files.map((file) => ({ area: areaOf(file), definitions: parse(fs.readFileSync(file, 'utf8')).definitions }));
    for (const area of ['shop', 'admin'] as const) {
      const own = definitions.filter((d) => d.area === area || d.area === 'shared').flatMap((d) => d.definitions);
      const fragments = new Map(own.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((f) => [f.name.value, f]));
      const pageSize = area === 'admin' ? ADMIN_PAGE_SIZE : SHOP_PAGE_SIZE;
      for (const operation of own.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)) {
        const document = { kind: Kind.DOCUMENT, definitions: [operation, ...usedFragments(operation, fragments)] } as const;
        const variables: Record<string, unknown> = {};
        for (const definition of operation.variableDefinitions ?? []) {
          const type = typeFromAST(schema, definition.type as never) as GraphQLInputType;
          const name = definition.variable.name.value;
          // Pagination variables (a perPage, or an input holding one) at their largest; other optional ones left out.
          const pagination = JSON.stringify(sample(type, name, -1)).includes('-1');
          if (definition.type.kind === Kind.NON_NULL_TYPE || pagination) variables[name] = sample(type, name, pageSize);
        }
        costed.push({ area, name: operation.name?.value ?? '(anonymous)', cost: queryCost(schema, document, variables) });
      }
    }
  });

  it('finds the operations of both areas', () => {
    expect(costed.filter((c) => c.area === 'shop').length).toBeGreaterThan(10);
    expect(costed.filter((c) => c.area === 'admin').length).toBeGreaterThan(10);
  });

  it('prices every operation (its variables fit)', () => {
    expect(costed.filter((c) => c.cost === undefined).map((c) => `${c.area}:${c.name}`)).toEqual([]);
  });

  it(`storefront operations cost at most the public limit, admin ones at most the staff limit`, () => {
    const over = costed
      .filter((c) => (c.cost ?? Infinity) > (c.area === 'shop' ? limits.public : limits.staff))
      .map((c) => `${c.area}:${c.name} costs ${c.cost}`);
    expect(over).toEqual([]);
    const top = [...costed].sort((a, b) => (b.cost ?? 0) - (a.cost ?? 0)).slice(0, 5);
    console.log(`Most costly web operations: ${top.map((c) => `${c.area}:${c.name} ${c.cost}`).join(', ')}`);
  });
});

/** The REST gateway runs each route as one GraphQL operation (restDocument): those fit too. */
describe('every REST route fits its cost limit at per_page 100', () => {
  it('costs at most the public limit on public and shopper routes, the staff limit on admin routes', async () => {
    const schema = await getSchema();
    const guards = rootFieldGuards();
    const limits = loadConfig({}).graphqlMaxCost;
    const over: string[] = [];
    for (const route of routes) {
      const field = schema.getQueryType()?.getFields()[route.field] ?? schema.getMutationType()?.getFields()[route.field];
      // Uploads can not be sampled here; they are a mutation and a few fields.
      if (!field || field.args.some((arg) => String(arg.type).includes('Upload'))) continue;
      const variables = Object.fromEntries(field.args.map((arg) => [arg.name, sample(arg.type, arg.name, ADMIN_PAGE_SIZE)]));
      // The operation the gateway runs for the route (its stated fields, else every field three levels deep).
      const text = restDocument(schema, route).document;
      const guard = guards.get(route.field) ?? [];
      const limit = guard.includes(Access.Public) || guard.includes(Access.Shopper) ? limits.public : limits.staff;
      const cost = queryCost(schema, parse(text), variables);
      if (cost === undefined || cost > limit) over.push(`${route.method} ${route.path} costs ${cost}, limit ${limit}`);
    }
    expect(over).toEqual([]);
  });
});
