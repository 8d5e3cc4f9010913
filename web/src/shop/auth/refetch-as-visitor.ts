import type { ApolloClient } from '@apollo/client';

/**
 * After the session was cleared: forgets the shopper's cached data and asks the page's queries again
 * without the token. Deferred a tick, so that an operation still failing in the link chain settles
 * first; a query interrupted by the reset is refetched all the same.
 */
export function refetchAsVisitor(client: ApolloClient): void {
  setTimeout(() => {
    client.resetStore().catch(() => undefined);
  }, 0);
}
