import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { COOKIE, SESSION_AREA_HEADER, getCookie, type CookieName } from './cookies';
import { createLoadingLink } from './loading';
import { possibleTypes } from '../graphql/possible-types';

/**
 * One Apollo client per area, created on first use. The tokens travel in HttpOnly cookies the server
 * sets (`token` for the storefront, `admin_token` for the back office: no page script can read them); each
 * request names its area in `X-Session-Area` so that the server picks the area's cookie. Logging in or out
 * needs no new client.
 */
export type Area = 'shop' | 'admin';

export const GRAPHQL_ENDPOINT = '/graphql';

/** The readable expiry cookie of each area's session: its value marks which session a request was sent in. */
const SESSION_MARKER_COOKIE: Record<Area, CookieName> = {
  shop: COOKIE.tokenExpiredAt,
  admin: COOKIE.adminTokenExpiredAt,
};

const clients: Partial<Record<Area, ApolloClient>> = {};

/**
 * Context of an operation that handles a refused token itself (login, logout, token refresh), e.g.
 * `useMutation(Doc, { context: HANDLES_UNAUTHENTICATED })`: the area's unauthenticated listeners skip it.
 */
export const HANDLES_UNAUTHENTICATED = { handlesUnauthenticated: true } as const;

type UnauthenticatedListener = () => void;
const unauthenticatedListeners: Record<Area, Set<UnauthenticatedListener>> = { shop: new Set(), admin: new Set() };

/**
 * Calls `listener` whenever an operation of the area is refused as UNAUTHENTICATED (expired, revoked
 * or unknown token), so that one place per area can clear the session and send the user to log in.
 * Returns the unsubscribe function.
 */
export function onUnauthenticated(area: Area, listener: UnauthenticatedListener): () => void {
  unauthenticatedListeners[area].add(listener);
  return () => unauthenticatedListeners[area].delete(listener);
}

function isUnauthenticated(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) return error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
  return ServerError.is(error) && error.statusCode === 401;
}

function createUnauthenticatedLink(area: Area): ErrorLink {
  return new ErrorLink(({ error, operation }) => {
    const context = operation.getContext();
    if (context.handlesUnauthenticated || !isUnauthenticated(error)) return;
    // A session replaced meanwhile (refreshed, or a new login) means this answer is about an old one.
    const current = getCookie(SESSION_MARKER_COOKIE[area]);
    if (current && context.sentSession !== current) return;
    for (const listener of [...unauthenticatedListeners[area]]) listener();
  });
}

/**
 * The storefront's cache as the server rendered the page with it (web/src/entry-server.tsx), read from
 * the page before the first client is made (web/src/app/start.tsx): the first screen's queries answer from it.
 */
let serverState: { area: Area; state: unknown } | undefined;

export function restoreServerState(area: Area, state: unknown): void {
  serverState = { area, state };
}

/** How long after hydration `network-only` and `cache-and-network` queries still answer from the server's state. */
const SERVER_STATE_GRACE_MS = 1500;

/** The cache's shape, the same on the server and in the browser (so the server's state restores as it was made). */
export function createCache(area: Area): InMemoryCache {
  return new InMemoryCache({
    possibleTypes,
    typePolicies: {
      // The shop's public settings are one object that several queries read in parts (the name and logo,
      // the currencies, the languages): each answer adds its fields to the others' instead of replacing them.
      PublicConfig: { merge: true },
      // The storefront's menu tree is read whole and never changed by the storefront: kept inside the
      // answer that brought it, not as an entry per item. Normalized, a server render wrote each item and
      // read it back for every query that holds it (a quarter of a home page's render with 200 categories),
      // and the page's state carried an entry and a reference per item. The back office, which edits menus,
      // keeps them normalized so that a saved item shows everywhere.
      ...(area === 'shop' ? { MenuNode: { keyFields: false } } : {}),
    },
  });
}

function createClient(area: Area): ApolloClient {
  const authLink = new SetContextLink((prevContext) => ({
    sentSession: getCookie(SESSION_MARKER_COOKIE[area]),
    headers: {
      ...(prevContext.headers as Record<string, string> | undefined),
      [SESSION_AREA_HEADER]: area,
    },
  }));
  const httpLink = new HttpLink({ uri: GRAPHQL_ENDPOINT, credentials: 'same-origin' });
  const cache = createCache(area);
  const restored = serverState?.area === area;
  if (restored) cache.restore(serverState!.state as ReturnType<InMemoryCache['extract']>);
  return new ApolloClient({
    link: ApolloLink.from([createLoadingLink(), createUnauthenticatedLink(area), authLink, httpLink]),
    cache,
    ...(restored ? { ssrForceFetchDelay: SERVER_STATE_GRACE_MS } : {}),
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-and-network' },
    },
  });
}

export function getApolloClient(area: Area): ApolloClient {
  let client = clients[area];
  if (!client) {
    client = createClient(area);
    clients[area] = client;
  }
  return client;
}
