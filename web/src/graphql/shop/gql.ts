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
    "query Me {\n  me {\n    id\n    firstName\n    lastName\n    email\n  }\n}": typeof types.MeDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    expiredAt\n  }\n}": typeof types.LoginDocument,
    "mutation Logout {\n  logout\n}": typeof types.LogoutDocument,
    "mutation RefreshToken {\n  refreshToken {\n    token\n    expiredAt\n  }\n}": typeof types.RefreshTokenDocument,
    "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    token\n    expiredAt\n  }\n}": typeof types.RegisterDocument,
    "query PublicConfig($language: String) {\n  publicConfig(language: $language) {\n    name\n    language\n    mainLanguage\n    supportedLanguages\n    baseCurrency\n    supportedCurrencies {\n      identifier\n      rate\n      mark\n    }\n    images {\n      icon\n      logo\n      banner\n    }\n    scriptHeader\n    scriptFooter\n    css\n    headerScript\n    footerScript\n    templateVariables {\n      name\n      value\n    }\n    catalogMode\n    memberOnly\n    guestCheckout\n    tokenExpiredTime\n    warehouseEnabled\n    warehouseId\n    facebookEnabled\n    fbClientId\n  }\n}": typeof types.PublicConfigDocument,
};
const documents: Documents = {
    "query Me {\n  me {\n    id\n    firstName\n    lastName\n    email\n  }\n}": types.MeDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    expiredAt\n  }\n}": types.LoginDocument,
    "mutation Logout {\n  logout\n}": types.LogoutDocument,
    "mutation RefreshToken {\n  refreshToken {\n    token\n    expiredAt\n  }\n}": types.RefreshTokenDocument,
    "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    token\n    expiredAt\n  }\n}": types.RegisterDocument,
    "query PublicConfig($language: String) {\n  publicConfig(language: $language) {\n    name\n    language\n    mainLanguage\n    supportedLanguages\n    baseCurrency\n    supportedCurrencies {\n      identifier\n      rate\n      mark\n    }\n    images {\n      icon\n      logo\n      banner\n    }\n    scriptHeader\n    scriptFooter\n    css\n    headerScript\n    footerScript\n    templateVariables {\n      name\n      value\n    }\n    catalogMode\n    memberOnly\n    guestCheckout\n    tokenExpiredTime\n    warehouseEnabled\n    warehouseId\n    facebookEnabled\n    fbClientId\n  }\n}": types.PublicConfigDocument,
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
export function graphql(source: "query Me {\n  me {\n    id\n    firstName\n    lastName\n    email\n  }\n}"): (typeof documents)["query Me {\n  me {\n    id\n    firstName\n    lastName\n    email\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    expiredAt\n  }\n}"): (typeof documents)["mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    expiredAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Logout {\n  logout\n}"): (typeof documents)["mutation Logout {\n  logout\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RefreshToken {\n  refreshToken {\n    token\n    expiredAt\n  }\n}"): (typeof documents)["mutation RefreshToken {\n  refreshToken {\n    token\n    expiredAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    token\n    expiredAt\n  }\n}"): (typeof documents)["mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    token\n    expiredAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PublicConfig($language: String) {\n  publicConfig(language: $language) {\n    name\n    language\n    mainLanguage\n    supportedLanguages\n    baseCurrency\n    supportedCurrencies {\n      identifier\n      rate\n      mark\n    }\n    images {\n      icon\n      logo\n      banner\n    }\n    scriptHeader\n    scriptFooter\n    css\n    headerScript\n    footerScript\n    templateVariables {\n      name\n      value\n    }\n    catalogMode\n    memberOnly\n    guestCheckout\n    tokenExpiredTime\n    warehouseEnabled\n    warehouseId\n    facebookEnabled\n    fbClientId\n  }\n}"): (typeof documents)["query PublicConfig($language: String) {\n  publicConfig(language: $language) {\n    name\n    language\n    mainLanguage\n    supportedLanguages\n    baseCurrency\n    supportedCurrencies {\n      identifier\n      rate\n      mark\n    }\n    images {\n      icon\n      logo\n      banner\n    }\n    scriptHeader\n    scriptFooter\n    css\n    headerScript\n    footerScript\n    templateVariables {\n      name\n      value\n    }\n    catalogMode\n    memberOnly\n    guestCheckout\n    tokenExpiredTime\n    warehouseEnabled\n    warehouseId\n    facebookEnabled\n    fbClientId\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;