/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type BasicSettingsInput = {
  contactEmail?: string | null | undefined;
  css?: string | null | undefined;
  footerScript?: string | null | undefined;
  headerScript?: string | null | undefined;
  mailFrom?: string | null | undefined;
  mainLanguage?: string | null | undefined;
  name?: string | null | undefined;
  scriptFooter?: string | null | undefined;
  scriptHeader?: string | null | undefined;
  supportedLanguages?: Array<string> | null | undefined;
};

export type BatchEnabledInput = {
  enabled?: boolean | null | undefined;
};

export type ConfigSettingsInput = {
  catalogMode?: boolean | null | undefined;
  guestCheckout?: boolean | null | undefined;
  memberOnly?: boolean | null | undefined;
  /** Token lifetime in minutes, 5 to 43200 */
  tokenExpiredTime?: number | null | undefined;
};

export type CreateAdminAccountInput = {
  email?: string | null | undefined;
  enabled?: boolean | null | undefined;
  name?: string | null | undefined;
  password?: string | null | undefined;
  passwordConfirmation?: string | null | undefined;
  roleId?: number | null | undefined;
};

export type CurrencyInput = {
  identifier?: string | null | undefined;
  mark?: string | null | undefined;
  rate?: number | null | undefined;
};

export type CurrencySettingsInput = {
  baseCurrency?: string | null | undefined;
  supportedCurrencies?: Array<CurrencyInput> | null | undefined;
};

export type FacebookSettingsInput = {
  enabled?: boolean | null | undefined;
  fbClientId?: string | null | undefined;
  /** Write-only: empty or absent keeps the stored secret */
  fbClientSecret?: string | null | undefined;
};

export type ImageSettingsInput = {
  /** A path or URL; empty for the default banner */
  banner?: string | null | undefined;
  /** A path or URL; empty for the default icon */
  icon?: string | null | undefined;
  /** A path or URL; empty for the default logo */
  logo?: string | null | undefined;
};

export type ListOptions = {
  keyword?: string | null | undefined;
  page?: number | null | undefined;
  perPage?: number | null | undefined;
  sort?: string | null | undefined;
};

export type LoginInput = {
  email?: string | null | undefined;
  password?: string | null | undefined;
};

/** The permission catalogue (sidebar names) */
export type Permission =
  | 'admin_account'
  | 'attribute'
  | 'block'
  | 'blog'
  | 'brand'
  | 'broadcast'
  | 'customer_account'
  | 'form_builder'
  | 'lead'
  | 'membershiptier'
  | 'menu'
  | 'offlinestore'
  | 'order'
  | 'page'
  | 'payment'
  | 'product'
  | 'promotion'
  | 'report'
  | 'role'
  | 'setting'
  | 'shipping'
  | 'slider'
  | 'warehouse';

export type ProductSettingsInput = {
  warehouseEnabled?: boolean | null | undefined;
  /** The warehouse the storefront sells from; null for none */
  warehouseId?: number | null | undefined;
};

export type RoleInput = {
  name?: string | null | undefined;
  permissions?: Array<Permission> | null | undefined;
};

export type TemplateSettingsInput = {
  /** The template: custom, or another template's key */
  template?: string | null | undefined;
  variables?: Array<TemplateVariableInput> | null | undefined;
};

export type TemplateVariableInput = {
  name?: string | null | undefined;
  value?: string | null | undefined;
};

export type UpdateAdminAccountInput = {
  email?: string | null | undefined;
  enabled?: boolean | null | undefined;
  name?: string | null | undefined;
  password?: string | null | undefined;
  passwordConfirmation?: string | null | undefined;
  roleId?: number | null | undefined;
};

export type AdminLoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type AdminLoginMutation = { adminLogin: { token: string, expiredAt: string } };

export type AdminLogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminLogoutMutation = { adminLogout: boolean };

export type CurrentAdminQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentAdminQuery = { currentAdmin: { id: number, name: string, email: string, permissionList: Array<string>, hiddenMenus: Array<string>, expiredAt: string, maxAliveTime: number, role: { id: number, name: string, permissions: Array<Permission> } } };

export type RefreshAdminTokenMutationVariables = Exact<{ [key: string]: never; }>;


export type RefreshAdminTokenMutation = { refreshAdminToken: { token: string, expiredAt: string } };

export type ShopLanguagesQueryVariables = Exact<{ [key: string]: never; }>;


export type ShopLanguagesQuery = { publicConfig: { mainLanguage: string, supportedLanguages: Array<string> } };

export type AccountRowFragment = { id: number, name: string, email: string, enabled: boolean, updatedAt: string };

export type AccountRecordFragment = { id: number, name: string, email: string, enabled: boolean, roleId: number, updatedAt: string };

export type AccountsQueryVariables = Exact<{
  options?: ListOptions | null | undefined;
}>;


export type AccountsQuery = { accounts: { totalItems: number, page: number, perPage: number, items: Array<{ id: number, name: string, email: string, enabled: boolean, updatedAt: string }> } };

export type AccountQueryVariables = Exact<{
  id: number;
}>;


export type AccountQuery = { account: { id: number, name: string, email: string, enabled: boolean, roleId: number, updatedAt: string } };

export type RoleOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type RoleOptionsQuery = { roles: { items: Array<{ id: number, name: string }> } };

export type CreateAccountMutationVariables = Exact<{
  input: CreateAdminAccountInput;
}>;


export type CreateAccountMutation = { createAccount: { id: number, name: string, email: string, enabled: boolean, roleId: number, updatedAt: string } };

export type UpdateAccountMutationVariables = Exact<{
  id: number;
  input: UpdateAdminAccountInput;
}>;


export type UpdateAccountMutation = { updateAccount: { id: number, name: string, email: string, enabled: boolean, roleId: number, updatedAt: string } };

export type DeleteAccountMutationVariables = Exact<{
  id: number;
}>;


export type DeleteAccountMutation = { deleteAccount: boolean };

export type DeleteAccountsMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type DeleteAccountsMutation = { deleteAccounts: { affected: number } };

export type UpdateAccountsMutationVariables = Exact<{
  ids: Array<number> | number;
  data: BatchEnabledInput;
}>;


export type UpdateAccountsMutation = { updateAccounts: { affected: number } };

export type RoleRowFragment = { id: number, name: string, updatedAt: string };

export type RoleRecordFragment = { id: number, name: string, permissions: Array<Permission>, updatedAt: string };

export type RolesQueryVariables = Exact<{
  options?: ListOptions | null | undefined;
}>;


export type RolesQuery = { roles: { totalItems: number, page: number, perPage: number, items: Array<{ id: number, name: string, updatedAt: string }> } };

export type RoleQueryVariables = Exact<{
  id: number;
}>;


export type RoleQuery = { role: { id: number, name: string, permissions: Array<Permission>, updatedAt: string } };

export type PermissionCatalogueQueryVariables = Exact<{ [key: string]: never; }>;


export type PermissionCatalogueQuery = { permissionCatalogue: Array<Permission> };

export type CreateRoleMutationVariables = Exact<{
  input: RoleInput;
}>;


export type CreateRoleMutation = { createRole: { id: number, name: string, permissions: Array<Permission>, updatedAt: string } };

export type UpdateRoleMutationVariables = Exact<{
  id: number;
  input: RoleInput;
}>;


export type UpdateRoleMutation = { updateRole: { id: number, name: string, permissions: Array<Permission>, updatedAt: string } };

export type DeleteRoleMutationVariables = Exact<{
  id: number;
}>;


export type DeleteRoleMutation = { deleteRole: boolean };

export type DeleteRolesMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type DeleteRolesMutation = { deleteRoles: { affected: number } };

export type BasicSettingsFieldsFragment = { name: string, mainLanguage: string, supportedLanguages: Array<string>, scriptHeader: string, scriptFooter: string, css: string, headerScript: string, footerScript: string, mailFrom: string, contactEmail: string };

export type ImageSettingsFieldsFragment = { icon: string, logo: string, banner: string };

export type CurrencySettingsFieldsFragment = { baseCurrency: string, supportedCurrencies: Array<{ identifier: string, rate: number, mark: string }> };

export type FacebookSettingsFieldsFragment = { enabled: boolean, fbClientId: string, fbClientSecretSet: boolean };

export type TemplateSettingsFieldsFragment = { template: string, variables: Array<{ name: string, value: string }> };

export type ConfigSettingsFieldsFragment = { tokenExpiredTime: number, catalogMode: boolean, memberOnly: boolean, guestCheckout: boolean };

export type ProductSettingsFieldsFragment = { warehouseId: number | null, warehouseEnabled: boolean };

export type AdminSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminSettingsQuery = { settings: { basic: { name: string, mainLanguage: string, supportedLanguages: Array<string>, scriptHeader: string, scriptFooter: string, css: string, headerScript: string, footerScript: string, mailFrom: string, contactEmail: string }, image: { icon: string, logo: string, banner: string }, currency: { baseCurrency: string, supportedCurrencies: Array<{ identifier: string, rate: number, mark: string }> }, facebook: { enabled: boolean, fbClientId: string, fbClientSecretSet: boolean }, template: { template: string, variables: Array<{ name: string, value: string }> }, config: { tokenExpiredTime: number, catalogMode: boolean, memberOnly: boolean, guestCheckout: boolean }, product: { warehouseId: number | null, warehouseEnabled: boolean } } };

export type UpdateBasicSettingsMutationVariables = Exact<{
  input: BasicSettingsInput;
}>;


export type UpdateBasicSettingsMutation = { updateBasicSettings: { name: string, mainLanguage: string, supportedLanguages: Array<string>, scriptHeader: string, scriptFooter: string, css: string, headerScript: string, footerScript: string, mailFrom: string, contactEmail: string } };

export type UpdateImageSettingsMutationVariables = Exact<{
  input: ImageSettingsInput;
}>;


export type UpdateImageSettingsMutation = { updateImageSettings: { icon: string, logo: string, banner: string } };

export type UpdateCurrencySettingsMutationVariables = Exact<{
  input: CurrencySettingsInput;
}>;


export type UpdateCurrencySettingsMutation = { updateCurrencySettings: { baseCurrency: string, supportedCurrencies: Array<{ identifier: string, rate: number, mark: string }> } };

export type UpdateFacebookSettingsMutationVariables = Exact<{
  input: FacebookSettingsInput;
}>;


export type UpdateFacebookSettingsMutation = { updateFacebookSettings: { enabled: boolean, fbClientId: string, fbClientSecretSet: boolean } };

export type UpdateTemplateSettingsMutationVariables = Exact<{
  input: TemplateSettingsInput;
}>;


export type UpdateTemplateSettingsMutation = { updateTemplateSettings: { template: string, variables: Array<{ name: string, value: string }> } };

export type UpdateConfigSettingsMutationVariables = Exact<{
  input: ConfigSettingsInput;
}>;


export type UpdateConfigSettingsMutation = { updateConfigSettings: { tokenExpiredTime: number, catalogMode: boolean, memberOnly: boolean, guestCheckout: boolean } };

export type UpdateProductSettingsMutationVariables = Exact<{
  input: ProductSettingsInput;
}>;


export type UpdateProductSettingsMutation = { updateProductSettings: { warehouseId: number | null, warehouseEnabled: boolean } };

export const AccountRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AccountRowFragment, unknown>;
export const AccountRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AccountRecordFragment, unknown>;
export const RoleRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RoleRowFragment, unknown>;
export const RoleRecordFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RoleRecordFragment, unknown>;
export const BasicSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BasicSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BasicSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mainLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"supportedLanguages"}},{"kind":"Field","name":{"kind":"Name","value":"scriptHeader"}},{"kind":"Field","name":{"kind":"Name","value":"scriptFooter"}},{"kind":"Field","name":{"kind":"Name","value":"css"}},{"kind":"Field","name":{"kind":"Name","value":"headerScript"}},{"kind":"Field","name":{"kind":"Name","value":"footerScript"}},{"kind":"Field","name":{"kind":"Name","value":"mailFrom"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}}]}}]} as unknown as DocumentNode<BasicSettingsFieldsFragment, unknown>;
export const ImageSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"banner"}}]}}]} as unknown as DocumentNode<ImageSettingsFieldsFragment, unknown>;
export const CurrencySettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrencySettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CurrencySettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"baseCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"supportedCurrencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"mark"}}]}}]}}]} as unknown as DocumentNode<CurrencySettingsFieldsFragment, unknown>;
export const FacebookSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FacebookSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FacebookSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"fbClientId"}},{"kind":"Field","name":{"kind":"Name","value":"fbClientSecretSet"}}]}}]} as unknown as DocumentNode<FacebookSettingsFieldsFragment, unknown>;
export const TemplateSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TemplateSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TemplateSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"variables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<TemplateSettingsFieldsFragment, unknown>;
export const ConfigSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfigSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenExpiredTime"}},{"kind":"Field","name":{"kind":"Name","value":"catalogMode"}},{"kind":"Field","name":{"kind":"Name","value":"memberOnly"}},{"kind":"Field","name":{"kind":"Name","value":"guestCheckout"}}]}}]} as unknown as DocumentNode<ConfigSettingsFieldsFragment, unknown>;
export const ProductSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"warehouseId"}},{"kind":"Field","name":{"kind":"Name","value":"warehouseEnabled"}}]}}]} as unknown as DocumentNode<ProductSettingsFieldsFragment, unknown>;
export const AdminLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminLogin"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiredAt"}}]}}]}}]} as unknown as DocumentNode<AdminLoginMutation, AdminLoginMutationVariables>;
export const AdminLogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminLogout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminLogout"}}]}}]} as unknown as DocumentNode<AdminLogoutMutation, AdminLogoutMutationVariables>;
export const CurrentAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CurrentAdmin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"currentAdmin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"permissionList"}},{"kind":"Field","name":{"kind":"Name","value":"hiddenMenus"}},{"kind":"Field","name":{"kind":"Name","value":"expiredAt"}},{"kind":"Field","name":{"kind":"Name","value":"maxAliveTime"}}]}}]}}]} as unknown as DocumentNode<CurrentAdminQuery, CurrentAdminQueryVariables>;
export const RefreshAdminTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefreshAdminToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refreshAdminToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiredAt"}}]}}]}}]} as unknown as DocumentNode<RefreshAdminTokenMutation, RefreshAdminTokenMutationVariables>;
export const ShopLanguagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ShopLanguages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mainLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"supportedLanguages"}}]}}]}}]} as unknown as DocumentNode<ShopLanguagesQuery, ShopLanguagesQueryVariables>;
export const AccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Accounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"options"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListOptions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"Variable","name":{"kind":"Name","value":"options"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalItems"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AccountsQuery, AccountsQueryVariables>;
export const AccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Account"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AccountQuery, AccountQueryVariables>;
export const RoleOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoleOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"perPage"},"value":{"kind":"IntValue","value":"100"}},{"kind":"ObjectField","name":{"kind":"Name","value":"sort"},"value":{"kind":"StringValue","value":"id","block":false}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<RoleOptionsQuery, RoleOptionsQueryVariables>;
export const CreateAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateAdminAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreateAccountMutation, CreateAccountMutationVariables>;
export const UpdateAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateAdminAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccountRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccountRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminAccount"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"roleId"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateAccountMutation, UpdateAccountMutationVariables>;
export const DeleteAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteAccountMutation, DeleteAccountMutationVariables>;
export const DeleteAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteAccounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"affected"}}]}}]}}]} as unknown as DocumentNode<DeleteAccountsMutation, DeleteAccountsMutationVariables>;
export const UpdateAccountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAccounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"data"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BatchEnabledInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateAccounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"data"},"value":{"kind":"Variable","name":{"kind":"Name","value":"data"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"affected"}}]}}]}}]} as unknown as DocumentNode<UpdateAccountsMutation, UpdateAccountsMutationVariables>;
export const RolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Roles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"options"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ListOptions"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"options"},"value":{"kind":"Variable","name":{"kind":"Name","value":"options"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoleRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalItems"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"perPage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RolesQuery, RolesQueryVariables>;
export const RoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Role"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoleRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<RoleQuery, RoleQueryVariables>;
export const PermissionCatalogueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PermissionCatalogue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"permissionCatalogue"}}]}}]} as unknown as DocumentNode<PermissionCatalogueQuery, PermissionCatalogueQueryVariables>;
export const CreateRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoleRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreateRoleMutation, CreateRoleMutationVariables>;
export const UpdateRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoleRecord"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleRecord"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateRoleMutation, UpdateRoleMutationVariables>;
export const DeleteRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteRoleMutation, DeleteRoleMutationVariables>;
export const DeleteRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRoles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRoles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"affected"}}]}}]}}]} as unknown as DocumentNode<DeleteRolesMutation, DeleteRolesMutationVariables>;
export const AdminSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"basic"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BasicSettingsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageSettingsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"currency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrencySettingsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"facebook"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacebookSettingsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TemplateSettingsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"config"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConfigSettingsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"product"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductSettingsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BasicSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BasicSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mainLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"supportedLanguages"}},{"kind":"Field","name":{"kind":"Name","value":"scriptHeader"}},{"kind":"Field","name":{"kind":"Name","value":"scriptFooter"}},{"kind":"Field","name":{"kind":"Name","value":"css"}},{"kind":"Field","name":{"kind":"Name","value":"headerScript"}},{"kind":"Field","name":{"kind":"Name","value":"footerScript"}},{"kind":"Field","name":{"kind":"Name","value":"mailFrom"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"banner"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrencySettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CurrencySettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"baseCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"supportedCurrencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"mark"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FacebookSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FacebookSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"fbClientId"}},{"kind":"Field","name":{"kind":"Name","value":"fbClientSecretSet"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TemplateSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TemplateSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"variables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfigSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenExpiredTime"}},{"kind":"Field","name":{"kind":"Name","value":"catalogMode"}},{"kind":"Field","name":{"kind":"Name","value":"memberOnly"}},{"kind":"Field","name":{"kind":"Name","value":"guestCheckout"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"warehouseId"}},{"kind":"Field","name":{"kind":"Name","value":"warehouseEnabled"}}]}}]} as unknown as DocumentNode<AdminSettingsQuery, AdminSettingsQueryVariables>;
export const UpdateBasicSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBasicSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BasicSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBasicSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BasicSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BasicSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BasicSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"mainLanguage"}},{"kind":"Field","name":{"kind":"Name","value":"supportedLanguages"}},{"kind":"Field","name":{"kind":"Name","value":"scriptHeader"}},{"kind":"Field","name":{"kind":"Name","value":"scriptFooter"}},{"kind":"Field","name":{"kind":"Name","value":"css"}},{"kind":"Field","name":{"kind":"Name","value":"headerScript"}},{"kind":"Field","name":{"kind":"Name","value":"footerScript"}},{"kind":"Field","name":{"kind":"Name","value":"mailFrom"}},{"kind":"Field","name":{"kind":"Name","value":"contactEmail"}}]}}]} as unknown as DocumentNode<UpdateBasicSettingsMutation, UpdateBasicSettingsMutationVariables>;
export const UpdateImageSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateImageSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImageSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateImageSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImageSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"icon"}},{"kind":"Field","name":{"kind":"Name","value":"logo"}},{"kind":"Field","name":{"kind":"Name","value":"banner"}}]}}]} as unknown as DocumentNode<UpdateImageSettingsMutation, UpdateImageSettingsMutationVariables>;
export const UpdateCurrencySettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCurrencySettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CurrencySettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCurrencySettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CurrencySettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CurrencySettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CurrencySettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"baseCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"supportedCurrencies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"identifier"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"mark"}}]}}]}}]} as unknown as DocumentNode<UpdateCurrencySettingsMutation, UpdateCurrencySettingsMutationVariables>;
export const UpdateFacebookSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateFacebookSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FacebookSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFacebookSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FacebookSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FacebookSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FacebookSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"fbClientId"}},{"kind":"Field","name":{"kind":"Name","value":"fbClientSecretSet"}}]}}]} as unknown as DocumentNode<UpdateFacebookSettingsMutation, UpdateFacebookSettingsMutationVariables>;
export const UpdateTemplateSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateTemplateSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TemplateSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateTemplateSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TemplateSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TemplateSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TemplateSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"template"}},{"kind":"Field","name":{"kind":"Name","value":"variables"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<UpdateTemplateSettingsMutation, UpdateTemplateSettingsMutationVariables>;
export const UpdateConfigSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateConfigSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateConfigSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConfigSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConfigSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ConfigSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tokenExpiredTime"}},{"kind":"Field","name":{"kind":"Name","value":"catalogMode"}},{"kind":"Field","name":{"kind":"Name","value":"memberOnly"}},{"kind":"Field","name":{"kind":"Name","value":"guestCheckout"}}]}}]} as unknown as DocumentNode<UpdateConfigSettingsMutation, UpdateConfigSettingsMutationVariables>;
export const UpdateProductSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProductSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProductSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProductSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProductSettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProductSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProductSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"warehouseId"}},{"kind":"Field","name":{"kind":"Name","value":"warehouseEnabled"}}]}}]} as unknown as DocumentNode<UpdateProductSettingsMutation, UpdateProductSettingsMutationVariables>;