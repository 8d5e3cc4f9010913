import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { PublicMenusDocument } from '../../graphql/shop/graphql';
import { useShopSettings } from '../settings/ShopSettings';
import { itemsForDevice, type HeaderMenuNode, type MenuDevice } from './menu-links';

/**
 * The shop's menu tree (publicMenus, in the content language) as shown on a device. Cache first: the
 * header and the phone drawer (its own chunk) share one request, and the menu of a visit rarely changes.
 * Waits for the content language, so that the menu is not fetched twice on the first visit.
 */
export function useHeaderMenu(device: MenuDevice): HeaderMenuNode[] {
  const { language } = useShopSettings();
  const { data, previousData } = useQuery(PublicMenusDocument, {
    variables: { language: language ?? null },
    skip: !language,
    fetchPolicy: 'cache-first',
  });
  const tree = (data ?? previousData)?.publicMenus;
  return useMemo(() => itemsForDevice(tree ?? [], device), [tree, device]);
}
