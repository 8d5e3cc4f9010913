import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { MenuTreeDocument, type MenuType } from '../../../graphql/admin/graphql';
import type { FieldOption } from '../../framework/resource';
import { flattenTree, isWithin, toTree } from './menu-tree';

/** The menu types of spec 2/3, in the spec's order. */
export const MENU_TYPES: readonly MenuType[] = ['category', 'page', 'link', 'blog_article', 'blog_category', 'form'];

/** Message id of a type's label. */
export const menuTypeLabelId = (type: MenuType) => `admin.menus.type.${type}`;

/** The parent select stores 0 for "no parent" (a select option needs a value); the input wants null. */
export const TOP_LEVEL = 0;

export function useMenuTypeOptions(): FieldOption[] {
  const intl = useIntl();
  return MENU_TYPES.map((type) => ({ value: type, label: intl.formatMessage({ id: menuTypeLabelId(type) }) }));
}

/**
 * The possible parents: every item, indented by depth, but never the edited item itself or one of its
 * descendants (the server refuses those: an item can not be its own ancestor).
 */
export function useParentOptions(): FieldOption[] {
  const intl = useIntl();
  const editedId = Number(useParams().id);
  const { data } = useQuery(MenuTreeDocument, { fetchPolicy: 'cache-and-network' });
  const tree = toTree(data?.menuTree ?? []);
  const options = flattenTree(tree)
    .filter(({ item }) => !(Number.isInteger(editedId) && isWithin(tree, item.id, editedId)))
    .map(({ item, depth }) => ({ value: item.id, label: `${'\u2014 '.repeat(depth - 1)}${item.title}` }));
  return [{ value: TOP_LEVEL, label: intl.formatMessage({ id: 'admin.menus.topLevel' }) }, ...options];
}
