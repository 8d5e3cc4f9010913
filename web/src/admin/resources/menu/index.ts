import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { createElement } from 'react';
import { FormattedMessage } from 'react-intl';
import * as yup from 'yup';
import {
  CreateMenuDocument,
  DeleteMenuDocument,
  DeleteMenusDocument,
  MenuDocument,
  MenusDocument,
  UpdateMenuDocument,
  UpdateMenusDocument,
  type MenuInput,
  type MenuRecordFragment,
  type MenuRowFragment,
  type MenuType,
} from '../../../graphql/admin/graphql';
import { inputSchema } from '../../../ui/validation/input-schema';
import { matches, numberValue } from '../../../ui/validation/rules';
import { defineResource } from '../../framework/resource';
import { URL_SEGMENT_PATTERN } from '../../../../../core/url-patterns';
import { MenuTreePage } from './MenuTreePage';
import { TOP_LEVEL, menuTypeLabelId, useMenuTypeOptions, useParentOptions } from './options';

interface MenuValues {
  parentId: number;
  title: string;
  type: MenuType | null;
  url: string;
  shortDescription: string;
  metaTitle: string;
  metaDescription: string;
  order: number | null;
  enabled: boolean;
  openInCurrentTab: boolean;
  displayInMobile: boolean;
  displayInDesktop: boolean;
  image: string | null;
}

/**
 * MenuInput's rules, from the server (spec 5: title, type and url required). The url is a storefront url
 * segment except for a link, where it is the address itself: the menu service checks that, and the form
 * does too. The order is a whole number (the input's Int).
 */
export const menuSchema = () =>
  inputSchema('MenuInput', {
    adjust: {
      url: (schema) =>
        schema.when('type', {
          is: (type: unknown) => type !== 'link',
          then: (url) => matches(url as yup.StringSchema<string | null | undefined>, 'urlSegment', URL_SEGMENT_PATTERN),
        }),
    },
    extra: { order: numberValue(true) },
  });

/**
 * Menus (spec 2-5): the storefront navigation; a category is a menu item of type category. Title, short
 * description and meta texts per language, the rest shared. Deleting an item deletes its descendants.
 * The tree view (`/admin/menu/tree`) orders items by drag and drop.
 */
export const menuResource = defineResource<MenuRowFragment, MenuRecordFragment, MenuValues, MenuInput>({
  name: 'menu',
  titleId: 'admin.menu.menu',
  permission: 'menu',
  menu: { group: 'products', position: 40, icon: AccountTreeIcon },
  searchable: true,
  // Spec 2: exactly these columns (and the actions).
  columns: [
    { key: 'id', labelId: 'admin.field.id', sortable: true, kind: 'number' },
    { key: 'title', labelId: 'admin.menus.title' },
    { key: 'parentName', labelId: 'admin.menus.parentName' },
    { key: 'level', labelId: 'admin.menus.level', sortable: true, kind: 'number' },
    { key: 'type', labelId: 'admin.menus.type', sortable: true, render: (row) => createElement(FormattedMessage, { id: menuTypeLabelId(row.type) }) },
    { key: 'order', labelId: 'admin.menus.order', sortable: true, kind: 'number' },
    { key: 'enabled', labelId: 'admin.field.enabled', sortable: true, kind: 'boolean' },
    { key: 'updatedAt', labelId: 'admin.field.updatedAt', sortable: true, kind: 'date' },
  ],
  batch: { enabled: true, visibled: true, delete: true },
  messages: { confirmDelete: 'admin.menus.confirmDelete', confirmBatchDelete: 'admin.menus.confirmBatchDelete' },
  pages: [{ path: 'tree', labelId: 'admin.menus.tree', component: MenuTreePage, icon: AccountTreeIcon }],
  fields: [
    { name: 'parentId', labelId: 'admin.menus.parent', kind: 'select', useOptions: useParentOptions },
    { name: 'title', labelId: 'admin.menus.title', kind: 'text', required: true, translatable: true },
    { name: 'type', labelId: 'admin.menus.type', kind: 'select', required: true, useOptions: useMenuTypeOptions },
    { name: 'url', labelId: 'admin.menus.url', kind: 'text', required: true, helperTextId: 'admin.menus.urlHelp' },
    { name: 'shortDescription', labelId: 'admin.menus.shortDescription', kind: 'text', multiline: true, translatable: true },
    { name: 'metaTitle', labelId: 'admin.menus.metaTitle', kind: 'text', translatable: true },
    { name: 'metaDescription', labelId: 'admin.menus.metaDescription', kind: 'text', multiline: true, translatable: true },
    { name: 'order', labelId: 'admin.menus.order', kind: 'number', integer: true, helperTextId: 'admin.menus.orderHelp' },
    { name: 'enabled', labelId: 'admin.field.enabled', kind: 'switch' },
    { name: 'openInCurrentTab', labelId: 'admin.menus.openInCurrentTab', kind: 'switch' },
    { name: 'displayInMobile', labelId: 'admin.menus.displayInMobile', kind: 'switch' },
    { name: 'displayInDesktop', labelId: 'admin.menus.displayInDesktop', kind: 'switch' },
    { name: 'image', labelId: 'admin.menus.image', kind: 'image' },
  ],
  validation: menuSchema,
  data: {
    list: MenusDocument,
    listField: 'menus',
    one: MenuDocument,
    oneField: 'menu',
    create: CreateMenuDocument,
    createField: 'createMenu',
    update: UpdateMenuDocument,
    updateField: 'updateMenu',
    remove: DeleteMenuDocument,
    removeMany: DeleteMenusDocument,
    updateMany: UpdateMenusDocument,
    // Spec 3 defaults: enabled, open in current tab, displayed in mobile and desktop; order 0.
    toForm: (record) => ({
      parentId: record?.parentId ?? TOP_LEVEL,
      title: record?.title ?? '',
      type: record?.type ?? null,
      url: record?.url ?? '',
      shortDescription: record?.shortDescription ?? '',
      metaTitle: record?.metaTitle ?? '',
      metaDescription: record?.metaDescription ?? '',
      order: record?.order ?? 0,
      enabled: record?.enabled ?? true,
      openInCurrentTab: record?.openInCurrentTab ?? true,
      displayInMobile: record?.displayInMobile ?? true,
      displayInDesktop: record?.displayInDesktop ?? true,
      image: record?.image ?? null,
    }),
    toInput: (values, mode) => ({
      parentId: values.parentId && values.parentId !== TOP_LEVEL ? values.parentId : null,
      title: values.title,
      type: values.type as MenuType,
      url: values.url,
      shortDescription: values.shortDescription,
      metaTitle: values.metaTitle,
      metaDescription: values.metaDescription,
      // Spec 4: a new item with order 0 (the default) goes last among its siblings, at the previous
      // last + 100 (0 when it is the first): the server places it when no order is sent.
      ...(values.order === null || (mode === 'create' && values.order === 0) ? {} : { order: values.order }),
      enabled: values.enabled,
      openInCurrentTab: values.openInCurrentTab,
      displayInMobile: values.displayInMobile,
      displayInDesktop: values.displayInDesktop,
      image: values.image || null,
    }),
  },
});
