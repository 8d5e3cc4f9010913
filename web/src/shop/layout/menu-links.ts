import { Link as RouterLink } from 'react-router-dom';
import type { HeaderMenuItemFragment, MenuType } from '../../graphql/shop/graphql';

/** What a header menu item needs to become a link. */
export interface MenuLinkSource {
  type: MenuType;
  url: string;
  openInCurrentTab: boolean;
}

export interface MenuLink {
  /** A storefront path (`/category/tea`) or, for type `link`, the url exactly as the admin typed it. */
  href: string;
  /** True for a storefront route (router link); false for type `link` (a plain anchor). */
  internal: boolean;
  /** open_in_current_tab off: a new tab (target=_blank rel=noopener). */
  newTab: boolean;
}

/** Spec section 2: the storefront route of each menu item type; `link` is the url itself. */
const ROUTE_PREFIX: Record<Exclude<MenuType, 'link'>, string> = {
  category: '/category/',
  page: '/page/',
  blog_article: '/blog/article/',
  blog_category: '/blog/category/',
  form: '/form/',
};

/** The link target of a menu item by type (spec section 2). */
export function menuLink(item: MenuLinkSource): MenuLink {
  const newTab = !item.openInCurrentTab;
  if (item.type === 'link') return { href: item.url, internal: false, newTab };
  // A url is one path segment: encoded, so that a stray '?' or '#' in it cannot change the route.
  return { href: `${ROUTE_PREFIX[item.type]}${encodeURIComponent(item.url)}`, internal: true, newTab };
}

/** The anchor attributes of a link: a new tab when asked, never giving the opened page our window. */
export function menuLinkTargetProps(link: MenuLink): { target?: '_blank'; rel?: string } {
  return link.newTab ? { target: '_blank', rel: 'noopener' } : {};
}

/**
 * What a MUI component (Button, MenuItem, ListItemButton) needs to be the item's link: a router link for
 * a storefront route, a plain anchor for type `link`.
 */
export function menuLinkProps(link: MenuLink) {
  const target = menuLinkTargetProps(link);
  return link.internal ? { component: RouterLink, to: link.href, ...target } : { component: 'a' as const, href: link.href, ...target };
}

/** A header menu item with its children (the query's deepest level gets an empty list). */
export interface HeaderMenuNode extends HeaderMenuItemFragment {
  children: HeaderMenuNode[];
}

interface QueriedNode extends HeaderMenuItemFragment {
  children?: readonly QueriedNode[];
}

export type MenuDevice = 'mobile' | 'desktop';

/**
 * The items shown on a device (display_in_mobile / display_in_desktop), children filtered the same way;
 * an item hidden on the device hides its children with it.
 */
export function itemsForDevice(items: readonly QueriedNode[], device: MenuDevice): HeaderMenuNode[] {
  return items
    .filter((item) => (device === 'mobile' ? item.displayInMobile : item.displayInDesktop))
    .map((item) => ({ ...item, children: itemsForDevice(item.children ?? [], device) }));
}
