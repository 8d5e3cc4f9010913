/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation AdminLogin($input: LoginInput!) {\n  adminLogin(input: $input) {\n    token\n    expiredAt\n  }\n}": typeof types.AdminLoginDocument,
    "mutation AdminLogout {\n  adminLogout\n}": typeof types.AdminLogoutDocument,
    "query CurrentAdmin {\n  currentAdmin {\n    id\n    name\n    email\n    role {\n      id\n      name\n      permissions\n    }\n    permissionList\n    hiddenMenus\n  }\n}": typeof types.CurrentAdminDocument,
};
const documents: Documents = {
    "mutation AdminLogin($input: LoginInput!) {\n  adminLogin(input: $input) {\n    token\n    expiredAt\n  }\n}": types.AdminLoginDocument,
    "mutation AdminLogout {\n  adminLogout\n}": types.AdminLogoutDocument,
    "query CurrentAdmin {\n  currentAdmin {\n    id\n    name\n    email\n    role {\n      id\n      name\n      permissions\n    }\n    permissionList\n    hiddenMenus\n  }\n}": types.CurrentAdminDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminLogin($input: LoginInput!) {\n  adminLogin(input: $input) {\n    token\n    expiredAt\n  }\n}"): (typeof documents)["mutation AdminLogin($input: LoginInput!) {\n  adminLogin(input: $input) {\n    token\n    expiredAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AdminLogout {\n  adminLogout\n}"): (typeof documents)["mutation AdminLogout {\n  adminLogout\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CurrentAdmin {\n  currentAdmin {\n    id\n    name\n    email\n    role {\n      id\n      name\n      permissions\n    }\n    permissionList\n    hiddenMenus\n  }\n}"): (typeof documents)["query CurrentAdmin {\n  currentAdmin {\n    id\n    name\n    email\n    role {\n      id\n      name\n      permissions\n    }\n    permissionList\n    hiddenMenus\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;