import type { ApolloClient } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { PublicMenusDocument, type PublicMenusQuery } from '../../graphql/shop/graphql';
import { languageVariables } from '../query-variables';
import { useShopSettings } from '../settings/ShopSettings';
import { itemsForDevice, type HeaderMenuNode, type MenuDevice } from './menu-links';

/**
 * The shop's menu tree (publicMenus) in the content language. Cache first: the header, the phone drawer
 * (its own chunk) and the footer share one request, and the menu of a visit rarely changes. Waits for the
 * content language, so that the menu is not fetched twice on the first visit.
 */
export function useMenuTree(): PublicMenusQuery['publicMenus'] | undefined {
  const { language } = useShopSettings();
  const { data, previousData } = useQuery(PublicMenusDocument, {
    variables: languageVariables(language),
    skip: !language,
    fetchPolicy: 'cache-first',
  });
  return (data ?? previousData)?.publicMenus;
}

/** The menu tree as shown on a device. */
export function useHeaderMenu(device: MenuDevice): HeaderMenuNode[] {
  const tree = useMenuTree();
  return useMemo(() => itemsForDevice(tree ?? [], device), [tree, device]);
}

/**
 * The menus fetched before the server's first render pass (shop/route-prefetch.ts), once the content
 * language is known: the layout then renders them in that pass. A failure is left to the hook's query.
 */
export async function prefetchMenus(client: ApolloClient, language: string): Promise<void> {
  await client.query({ query: PublicMenusDocument, variables: languageVariables(language) }).catch(() => undefined);
}
