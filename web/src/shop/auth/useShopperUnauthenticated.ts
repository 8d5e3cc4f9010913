import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { onUnauthenticated } from '../../app/apollo';
import { clearShopperSession, shopperToken } from './shopper-session';
import { refetchAsVisitor } from './refetch-as-visitor';

/**
 * A storefront operation answered UNAUTHENTICATED (token expired, revoked, account disabled): the
 * session ends here, in one place. The server refuses even public queries that carry a refused token,
 * so the page's queries (the shop settings first of all) are asked again as a visitor. The shopper stays
 * on the page; one that needs a signed-in shopper (<RequireShopper>) then sends them to /login.
 */
export function useShopperUnauthenticated(): void {
  const client = useApolloClient();
  useEffect(
    () =>
      onUnauthenticated('shop', () => {
        // Already a visitor: a protected operation refused, nothing to end (and no refetch loop).
        if (!shopperToken()) return;
        clearShopperSession();
        refetchAsVisitor(client);
      }),
    [client],
  );
}
