import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { COOKIE, getCookie, type CookieName } from './cookies';
import { createLoadingLink } from './loading';

/**
 * One Apollo client per area, created on first use: the storefront sends the shopper token (cookie
 * `token`), the back office the admin token (cookie `admin_token`). The token is read from the cookie on
 * every request, so logging in or out needs no new client.
 */
export type Area = 'shop' | 'admin';

export const GRAPHQL_ENDPOINT = '/graphql';

const TOKEN_COOKIE: Record<Area, CookieName> = {
  shop: COOKIE.token,
  admin: COOKIE.adminToken,
};

const clients: Partial<Record<Area, ApolloClient>> = {};

function createClient(area: Area): ApolloClient {
  const authLink = new SetContextLink((prevContext) => {
    const token = getCookie(TOKEN_COOKIE[area]);
    if (!token) return {};
    return {
      headers: {
        ...(prevContext.headers as Record<string, string> | undefined),
        Authorization: `Bearer ${token}`,
      },
    };
  });
  const httpLink = new HttpLink({ uri: GRAPHQL_ENDPOINT, credentials: 'same-origin' });
  return new ApolloClient({
    link: ApolloLink.from([createLoadingLink(), authLink, httpLink]),
    cache: new InMemoryCache(),
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
