import { HeaderMap, type ApolloServerPlugin, type GraphQLRequestContext } from '@apollo/server';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Kind, type FormattedExecutionResult, type OperationDefinitionNode } from 'graphql';
import type { AppContext } from './context.js';
import { SharedCache } from './shared-cache.js';

/**
 * Root query fields whose whole answer depends only on the operation, its variables and the rows of
 * `madeFrom` (never on who asks, beyond being a visitor): a module names them in its manifest
 * (ShopModule.cachedAnswers), e.g. the storefront's product pages, searches and category pages.
 */
export interface CachedAnswers {
  readonly fields: readonly string[];
  /** Entity class names whose writes drop the answers (common/shared-cache.ts, here and on every instance). */
  readonly madeFrom: readonly string[];
  /** How long an answer is shared at most: what a write the unit of work does not see (SQL alone) can leave behind. */
  readonly ttlMs: number;
}

export type AnswerCacheOutcome = 'hit' | 'miss';

const ANSWERS_KEPT = 1000;

type Answer = Pick<FormattedExecutionResult, 'data'>;

/**
 * The whole answer of a visitor's storefront read, shared by every visitor of this instance until a
 * row it is made from is written (or its time is up): a product page that a thousand visitors open is
 * resolved once, not a thousand times (issue 47). Only queries from anonymous callers (no principal,
 * no bad token) whose every root field a module declared; an answer with errors is never shared.
 *
 * The cost budget is charged before this answers (cost plugin's didResolveOperation runs before
 * responseForOperation), so a shared answer costs the caller what a resolved one does, and the
 * per-request parts of the answer (extensions.cost) are added afterwards as for any other.
 */
export function answerCachePlugin(
  root: EntityManager,
  declared: readonly CachedAnswers[],
  counted: (outcome: AnswerCacheOutcome) => void = () => {},
): ApolloServerPlugin<AppContext> {
  const byField = new Map<string, number>();
  declared.forEach((group, index) => group.fields.forEach((field) => byField.set(field, index)));
  // One cache per combination of groups an operation reads (in practice one or two), of at most
  // ANSWERS_KEPT answers: a page of 100 cards is about 40 kB, so a flood of distinct searches holds at
  // most some 40 MB, and two seconds of a busy shop's hot pages fit.
  const caches = new Map<string, SharedCache<Answer>>();
  const cacheOf = (groups: readonly number[]): SharedCache<Answer> => {
    const name = groups.join(',');
    let cache = caches.get(name);
    if (!cache) {
      const madeFrom = [...new Set(groups.flatMap((g) => declared[g].madeFrom))];
      cache = new SharedCache<Answer>(madeFrom, Math.min(...groups.map((g) => declared[g].ttlMs)), ANSWERS_KEPT);
      caches.set(name, cache);
    }
    return cache;
  };

  return {
    async requestDidStart({ contextValue: ctx }) {
      if (ctx.principal || ctx.authFailure) return;
      let pending: { cache: SharedCache<Answer>; key: string; generation: number } | undefined;
      return {
        async responseForOperation(request) {
          const groups = cachedGroups(request.operation, byField);
          if (!groups) return null;
          const cache = cacheOf(groups);
          const key = answerKey(request);
          const hit = cache.peek(root, key);
          counted(hit ? 'hit' : 'miss');
          if (hit) return { http: { status: undefined, headers: new HeaderMap() }, body: { kind: 'single', singleResult: { data: (await hit).data } } };
          pending = { cache, key, generation: cache.generation(root) };
          return null;
        },
        async willSendResponse({ response }) {
          if (!pending || response.body.kind !== 'single') return;
          const { data, errors } = response.body.singleResult;
          if (!errors?.length && data) pending.cache.put(root, pending.key, { data }, pending.generation);
        },
      };
    },
  };
}

/** The declared groups of every root field of a query (sorted), or undefined when one is not declared. */
function cachedGroups(operation: OperationDefinitionNode | undefined, byField: ReadonlyMap<string, number>): number[] | undefined {
  if (operation?.operation !== 'query') return undefined;
  const groups = new Set<number>();
  for (const selection of operation.selectionSet.selections) {
    // Fragments and directives at the root (@include, @skip) are rare in a storefront's reads: resolved, never shared.
    if (selection.kind !== Kind.FIELD || selection.directives?.length) return undefined;
    if (selection.name.value === '__typename') continue;
    const group = byField.get(selection.name.value);
    if (group === undefined) return undefined;
    groups.add(group);
  }
  return groups.size ? [...groups].sort((a, b) => a - b) : undefined;
}

/** The document (Apollo's hash of its text), the operation picked from it, and the variables. */
function answerKey({ queryHash, request }: GraphQLRequestContext<AppContext>): string {
  return `${queryHash}\n${request.operationName ?? ''}\n${JSON.stringify(request.variables ?? {})}`;
}
