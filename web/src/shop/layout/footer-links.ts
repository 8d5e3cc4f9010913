import type { HeaderMenuItemFragment } from '../../graphql/shop/graphql';

interface Node extends HeaderMenuItemFragment {
  children?: readonly Node[];
}

/**
 * The footer's links: every menu item of type form in the shop's menu tree, whatever its header display
 * flags (issue 16: the custom forms are linked from the footer; an item hidden from the header menu is
 * a footer-only link). Tree order.
 */
export function footerFormItems(tree: readonly Node[]): HeaderMenuItemFragment[] {
  return tree.flatMap((item) => [...(item.type === 'form' ? [item] : []), ...footerFormItems(item.children ?? [])]);
}
