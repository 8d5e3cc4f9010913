import type { ApolloClient } from '@apollo/client';
import type SvgIcon from '@mui/material/SvgIcon';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { ComponentType, ReactNode } from 'react';
import type * as yup from 'yup';
import type { Permission } from '../../graphql/admin/graphql';
import type { AdminSession } from '../auth/session';
import type { FormFieldProps } from '../../ui/form/types';

/**
 * One admin resource, declared once (DESIGN 4.6): the generic list and edit screens, their routes
 * (`/admin/{name}`, `/admin/{name}/create`, `/admin/{name}/edit/{id}`) and their behaviour all follow
 * from it. A declaration holds no screen code; a truly special screen is written by hand instead.
 */

// The generic screens handle every resource's documents alike; their precise types are checked where
// each declaration is written (see defineResource).
export type AnyDocument = TypedDocumentNode<any, any>;

export type FormMode = 'create' | 'edit';

/** How a column's cells read: `date` and `money` keep to one line, `money` is right-aligned (a column of amounts). */
export type ColumnKind = 'text' | 'date' | 'boolean' | 'number' | 'money';

export interface ResourceColumn<TRow> {
  /** Property of the row (GraphQL name); also the sort key sent to the server when sortable. */
  key: string;
  labelId: string;
  sortable?: boolean;
  kind?: ColumnKind;
  /** Custom cell content; wins over `kind`. */
  render?(row: TRow): ReactNode;
}

export type FieldKind =
  | 'text'
  | 'password'
  | 'number'
  | 'money'
  | 'switch'
  | 'select'
  | 'multiselect'
  | 'date'
  /** An instant, shown and entered on the shop's clock (setting `timezone`), held as ISO (ShopDateTimeField). */
  | 'datetime'
  | 'image'
  | 'richtext'
  | 'keyvalue'
  | 'rows'
  /** A write-only secret: never loaded, empty keeps the stored one; the form value `{name}Set` says whether one is stored. */
  | 'secret';

export interface FieldOption {
  value: string | number;
  label: string;
}

export interface ResourceField {
  /** A widget of the resource's own for this field (drawn instead of the `kind`'s), e.g. the form builder's field editor. */
  component?: ComponentType<FormFieldProps>;
  /** Form value name; the same as the GraphQL input field, so server errors land on it. */
  name: string;
  labelId: string;
  kind: FieldKind;
  /** Shows the required mark (the rule itself lives in `validation`). */
  required?: boolean | FormMode;
  /** Fixed options (select, multiselect)... */
  options?: FieldOption[];
  /** ...or a hook that loads them (called in the field's component, so it may use Apollo and intl). */
  useOptions?: () => FieldOption[];
  /** A `switch` column of a `rows` field that only one row may hold (ticking it clears the others). */
  exclusive?: boolean;
  /** One value per content language (language tabs on the edit screen). */
  translatable?: boolean;
  /** Shown on the create screen only. */
  createOnly?: boolean;
  /** Shown only on the edit screen of the signed-in admin's own record (e.g. the current password). */
  ownRecordOnly?: boolean;
  /** A column of a `rows` field: the value a new row starts with (e.g. `{}` for a value edited field by field). */
  defaultValue?: unknown;
  /** Sub-fields of one row (kind 'rows'). */
  columns?: ResourceField[];
  /** Rows: the column whose values may not repeat. */
  uniqueBy?: string;
  helperTextId?: string;
  /** Text: several lines (a textarea). */
  multiline?: boolean;
  /** Number: whole numbers only. */
  integer?: boolean;
  /** Shown only while the form's values pass this test (e.g. Stripe keys for a Stripe method). */
  visibleWhen?(values: Record<string, unknown>): boolean;
}

export type BatchColumn = 'enabled' | 'visibled';

export interface ResourceBatch {
  /** Batch enable / disable (needs `data.updateMany`). */
  enabled?: boolean;
  /** Batch visible / invisible (needs `data.updateMany`). */
  visibled?: boolean;
  /** Batch delete (needs `data.removeMany`). */
  delete?: boolean;
}

/**
 * A list filter (kept in the URL under its name in snake_case, like page and sort). `select`: one choice
 * or all; `multiselect`: any of the choices (comma separated in the URL); `date`: a day in the admin's
 * time zone, sent as the start of that day (`endOfDay`: the start of the next day, for an exclusive end);
 * `search`: one record found by typing (e.g. a customer), its choices loaded by `useSearch`.
 */
export type FilterKind = 'select' | 'multiselect' | 'date' | 'search';

export interface ResourceFilter {
  /** Property of the list's filter input (GraphQL name). */
  name: string;
  labelId: string;
  kind: FilterKind;
  /** Fixed choices of a select / multiselect... */
  options?: FieldOption[];
  /** ...or a hook that loads them. */
  useOptions?: () => FieldOption[];
  /** Search: the choices matching what is typed (called in the filter's component). */
  useSearch?: (keyword: string) => FieldOption[];
  /** The values are ids: sent as numbers. */
  numeric?: boolean;
  /** Date: sent as the start of the following day (the server's `to` is exclusive). */
  endOfDay?: boolean;
}

/** A hand-written action on the selected rows of a list (e.g. the orders' batch status change). */
export interface BatchActionProps {
  ids: number[];
  /** After the action: says 'Submit Success' with the number changed (default: the selection's), clears the selection and reloads the list. */
  onDone: (affected?: number) => void;
}

/** Spreadsheet import (`POST /api/admin/{name}/import`) and export (`GET /api/admin/{name}/export`). */
export interface ResourceImportExport {
  import?: boolean;
  export?: boolean;
  /** REST path below /api/admin when it is not the resource's name (e.g. `form/5/histories`). */
  path?: string;
  /** Name the export is saved under (default '{name} list.xlsx'). */
  fileName?: string;
}

export interface SaveContext<TRecord, TValues> {
  mode: FormMode;
  /** The record as the server answered the save. */
  saved: TRecord;
  /** The record before the save (edit only). */
  before?: TRecord;
  values: TValues;
  session: AdminSession;
  client: ApolloClient;
}

/** A list answer: `{ items, totalItems }` under `listField`. */
export interface ListAnswer<TRow> {
  items: TRow[];
  totalItems: number;
  /** false: totalItems is the server's estimate of a very long list (shown as 'about N'). */
  totalExact?: boolean;
}

export interface ResourceData<TRecord, TValues, TInput> {
  /**
   * `query ($options: ListOptions [, $language: String])` answering a ListAnswer under `listField`.
   * Variables a document does not declare are not sent, so `$language` / `$globals` are optional.
   */
  list: AnyDocument;
  listField: string;
  /** `query ($id: Int! [, $language: String])` answering the record under `oneField`. */
  one: AnyDocument;
  oneField: string;
  /** `mutation ($input [, $language, $globals])` answering the record under `createField`. */
  create: AnyDocument;
  createField: string;
  /** `mutation ($id, $input [, $language, $globals])` answering the record under `updateField` (none: a hand-written editScreen edits). */
  update?: AnyDocument;
  updateField?: string;
  /** `mutation ($id: Int!)`; none: the records can not be deleted (no delete buttons). */
  remove?: AnyDocument;
  /** `mutation ($ids: [Int!]!)`. */
  removeMany?: AnyDocument;
  /** `mutation ($ids: [Int!]!, $data: { enabled | visibled })`. */
  updateMany?: AnyDocument;
  /** Form values of a record, or the defaults for a new one (null). */
  toForm(record: TRecord | null): TValues;
  /** The mutation input of the (already trimmed) form values. */
  toInput(values: TValues, mode: FormMode): TInput;
}

/** A hand-written screen of a resource (e.g. the menu tree), routed at `/admin/{name}/{path}` behind its permission. */
export interface ResourcePage {
  path: string;
  /** Label of the button that opens it from the list screen; none: no button (a page reached from a row, e.g. `histories/:id`). */
  labelId?: string;
  /**
   * The screen; none when the button leads to another resource's screens: below this one (e.g.
   * `broadcast/message`) or at `link` (e.g. the lead list's funnels button).
   */
  component?: ComponentType;
  /** An absolute address the button opens instead of `{name}/{path}` (no route of its own). */
  link?: string;
  icon?: ComponentType<{ fontSize?: 'small' }>;
}

/** Question texts that say more than the generic ones (e.g. that a delete takes the descendants too). */
export interface ResourceMessages {
  /** Replaces 'Are you sure you want to delete the item?'. */
  confirmDelete?: string;
  /** Replaces the batch delete question; gets `{count}`. */
  confirmBatchDelete?: string;
}

/** The back office sidebar's groups (layout/menu-items.ts keeps their order and the items that are no resource). */
export type MenuGroupName = 'home' | 'orders' | 'products' | 'customers' | 'marketing' | 'content' | 'stores' | 'reports' | 'settings';

/**
 * A resource's item in the sidebar, at its list (`/admin/{name}`) behind its permission:
 * layout/menu-items.ts puts it in its group among the others by position.
 */
export interface ResourceMenu {
  group: MenuGroupName;
  /** Place in the group, lowest first; unique in the group (menu-items.ts's own items have theirs). */
  position: number;
  icon: typeof SvgIcon;
  /** The item's name (label `admin.menu.<name>`, test id `admin-menu-<name>`); default: the resource's permission. */
  name?: string;
}

export interface ResourceDeclaration<TRow = unknown, TRecord = unknown, TValues = unknown, TInput = unknown> {
  /** Route segment and REST entity name, e.g. 'role', 'account'. */
  name: string;
  /** Message id of the resource's title (list heading, breadcrumbs). */
  titleId: string;
  /** The permission that opens the resource (the sidebar and route guard use it). */
  permission: Permission;
  columns: ResourceColumn<TRow>[];
  /** Shows the keyword box (the server searches its own columns). */
  searchable?: boolean;
  batch?: ResourceBatch;
  /** Filters above the list, sent as the list document's `filterVariable`. */
  filters?: ResourceFilter[];
  /** `filter` (default): a `$filter` variable of their own; `options`: merged into `$options`. */
  filterVariable?: 'filter' | 'options';
  /** Hand-written actions on the selected rows (shown in the batch toolbar). */
  batchActions?: ComponentType<BatchActionProps>;
  importExport?: ResourceImportExport;
  fields: ResourceField[];
  /**
   * The yup schema of the form: the server's rules of its input type, `inputSchema('XInput')`
   * (web/src/ui/validation/input-schema.ts), and what the form adds of its own.
   */
  validation(mode: FormMode): yup.AnyObjectSchema;
  data: ResourceData<TRecord, TValues, TInput>;
  /** Hand-written screens beside the list (linked from its heading). */
  pages?: ResourcePage[];
  messages?: ResourceMessages;
  /** Work after a successful save, e.g. reloading the session when one's own role changed. */
  afterSave?(context: SaveContext<TRecord, TValues>): Promise<void> | void;
  /**
   * A hand-written create/edit screen (DESIGN 4.6: "truly special" forms such as product stocks) used in
   * place of the generic one on `{name}/create` and `{name}/edit/{id}`; the list stays generic. It gets
   * the declaration, so it can still use its documents, `toForm`/`toInput` and `validation`.
   */
  editScreen?: ComponentType<EditScreenProps>;
  /**
   * `id`: a record's screen is at `{name}/{id}` (spec 2: `order/{id}`) instead of `{name}/edit/{id}`; the
   * old `edit/{id}` address redirects there.
   */
  recordPath?: 'id';
  /** Read-only panels under the generic edit form, given the loaded record (e.g. a customer's orders). */
  editPanels?: ComponentType<{ record: TRecord }>[];
  /**
   * Variables every list query and delete / batch mutation gets (those their documents declare): a list
   * scoped to one parent record, e.g. `{ formId }` for a form's submissions.
   */
  fixedVariables?: Record<string, unknown>;
  /** Where a row's open button leads (default its edit screen), e.g. a read-only detail screen. */
  rowLink?(row: TRow): string;
  /** false: no create button (records made elsewhere, e.g. submissions). */
  creatable?: boolean;
  /** Reads the list again this often (ms), e.g. live progress of broadcasts being sent; none: no polling. */
  pollIntervalMs?: number;
  /** The list's heading when it says more than the title (e.g. which form the submissions are of). */
  heading?: string;
  /** Its item in the sidebar; none: reached from another screen (e.g. lead statuses from the leads). */
  menu?: ResourceMenu;
}

/** What a resource's edit screen (generic or hand-written) is given by its route. */
export interface EditScreenProps {
  resource: AnyResource;
  mode: FormMode;
}

export type AnyResource = ResourceDeclaration<any, any, any, any>;

// The declarations defineResource made: resources/index.ts registers what a resource folder exports that
// is one of them, never a value that merely looks like one (a schema, a hook, an options list).
const declared = new WeakSet<object>();

/** Declares a resource with its types checked (row, record, form values, mutation input). */
export function defineResource<TRow, TRecord, TValues, TInput>(
  declaration: ResourceDeclaration<TRow, TRecord, TValues, TInput>,
): ResourceDeclaration<TRow, TRecord, TValues, TInput> {
  declared.add(declaration);
  return declaration;
}

/** Whether a value is a declaration made by defineResource. */
export const isResource = (value: unknown): value is AnyResource => typeof value === 'object' && value !== null && declared.has(value);

export const resourcePath = (resource: Pick<AnyResource, 'name'>) => `/admin/${resource.name}`;
export const createPath = (resource: Pick<AnyResource, 'name'>) => `/admin/${resource.name}/create`;
export const editPath = (resource: Pick<AnyResource, 'name' | 'recordPath'>, id: number | string) =>
  resource.recordPath === 'id' ? `/admin/${resource.name}/${id}` : `/admin/${resource.name}/edit/${id}`;

/** Names of the declaration's translatable fields. */
export function translatableFields(resource: AnyResource): string[] {
  return resource.fields.filter((field) => field.translatable).map((field) => field.name);
}
