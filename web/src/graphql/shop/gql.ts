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
    "fragment AddressFields on Address {\n  id\n  firstName\n  lastName\n  country\n  contactNumber\n  address\n  defaultBilling\n  defaultShipping\n}\n\nquery Addresses {\n  addresses {\n    ...AddressFields\n  }\n}\n\nmutation CreateAddress($input: AddressInput!) {\n  createAddress(input: $input) {\n    ...AddressFields\n  }\n}\n\nmutation UpdateAddress($id: Int!, $input: AddressInput!) {\n  updateAddress(id: $id, input: $input) {\n    ...AddressFields\n  }\n}\n\nmutation DeleteAddress($id: Int!) {\n  deleteAddress(id: $id) {\n    ...AddressFields\n  }\n}": typeof types.AddressFieldsFragmentDoc,
    "query Me {\n  me {\n    id\n    firstName\n    lastName\n    email\n  }\n}": typeof types.MeDocument,
    "query Profile {\n  me {\n    id\n    email\n    firstName\n    lastName\n    phone\n    gender\n  }\n}\n\nmutation UpdateProfile($input: ProfileInput!) {\n  updateProfile(input: $input) {\n    id\n    email\n    firstName\n    lastName\n    phone\n    gender\n  }\n}": typeof types.ProfileDocument,
    "mutation FacebookLogin($input: FacebookLoginInput!) {\n  facebookLogin(input: $input) {\n    token\n    expiredAt\n  }\n}\n\nmutation FacebookRegister($input: FacebookLoginInput!) {\n  facebookRegister(input: $input) {\n    token\n    expiredAt\n  }\n}": typeof types.FacebookLoginDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    expiredAt\n  }\n}": typeof types.LoginDocument,
    "mutation Logout {\n  logout\n}": typeof types.LogoutDocument,
    "mutation SendPasswordResetLink($input: PasswordResetRequestInput!) {\n  sendPasswordResetLink(input: $input) {\n    status\n  }\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    status\n  }\n}": typeof types.SendPasswordResetLinkDocument,
    "mutation RefreshToken {\n  refreshToken {\n    token\n    expiredAt\n  }\n}": typeof types.RefreshTokenDocument,
    "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    token\n    expiredAt\n  }\n}": typeof types.RegisterDocument,
    "query CategoryExists($url: String!) {\n  checkPage(key: $url, type: \"category\") {\n    exists\n  }\n}\n\nquery CategoryDetails($url: String!, $language: String) {\n  publicMenu(url: $url, language: $language) {\n    id\n    title\n    shortDescription\n    metaTitle\n    metaDescription\n    imagePath\n    parentRecursive {\n      id\n      title\n      type\n      url\n    }\n    children {\n      id\n      title\n      type\n      url\n    }\n  }\n}\n\nquery CategoryProducts($input: CategoryProductsInput!, $language: String) {\n  categoryProducts(input: $input, language: $language) {\n    items {\n      ...ProductCardFields\n    }\n    page\n    perPage\n    totalItems\n  }\n}\n\nquery CategoryFilterChoices($language: String) {\n  publicAttributes(language: $language) {\n    id\n    title\n    values {\n      id\n      label\n    }\n  }\n  publicBrands(language: $language) {\n    id\n    title\n  }\n}": typeof types.CategoryExistsDocument,
    "fragment ProductCardFields on ProductCard {\n  id\n  url\n  name\n  imageList\n  price\n  specialPrice\n  available\n}": typeof types.ProductCardFieldsFragmentDoc,
    "query SearchProducts($input: SearchProductsInput!, $language: String) {\n  searchProducts(input: $input, language: $language) {\n    items {\n      ...ProductCardFields\n    }\n    page\n    perPage\n    totalItems\n  }\n}": typeof types.SearchProductsDocument,
    "mutation SendContactMessage($input: ContactMessageInput!) {\n  sendContactMessage(input: $input)\n}": typeof types.SendContactMessageDocument,
    "query ProductWidget($type: String!, $limit: Int, $language: String) {\n  productWidget(input: {type: $type, limit: $limit}, language: $language) {\n    ...ProductCardFields\n  }\n}": typeof types.ProductWidgetDocument,
    "fragment HeaderMenuItem on MenuNode {\n  id\n  title\n  type\n  url\n  openInCurrentTab\n  displayInMobile\n  displayInDesktop\n}\n\nquery PublicMenus($language: String) {\n  publicMenus(language: $language) {\n    ...HeaderMenuItem\n    children {\n      ...HeaderMenuItem\n      children {\n        ...HeaderMenuItem\n      }\n    }\n  }\n}": typeof types.HeaderMenuItemFragmentDoc,
    "mutation Unsubscribe($input: UnsubscribeInput!) {\n  unsubscribe(input: $input)\n}": typeof types.UnsubscribeDocument,
    "query StorefrontProduct($url: String!, $language: String) {\n  storefrontProduct(url: $url, language: $language) {\n    id\n    url\n    sku\n    name\n    description\n    metaTitle\n    metaDescription\n    imageList\n    price\n    specialPrice\n    priceVisible\n    available\n    brand {\n      id\n      title\n      url\n    }\n    categories {\n      id\n      title\n      url\n    }\n    attributes {\n      id\n      key\n      title\n      values {\n        id\n        code\n        label\n      }\n    }\n    stocks {\n      id\n      sku\n      price\n      specialPrice\n      options\n      allAvailableInventories\n    }\n  }\n}": typeof types.StorefrontProductDocument,
    "query PublicConfig($language: String) {\n  publicConfig(language: $language) {\n    name\n    language\n    mainLanguage\n    supportedLanguages\n    baseCurrency\n    supportedCurrencies {\n      identifier\n      rate\n      mark\n    }\n    images {\n      icon\n      logo\n      banner\n    }\n    scriptHeader\n    scriptFooter\n    css\n    headerScript\n    footerScript\n    templateVariables {\n      name\n      value\n    }\n    catalogMode\n    memberOnly\n    guestCheckout\n    tokenExpiredTime\n    warehouseEnabled\n    warehouseId\n    facebookEnabled\n    fbClientId\n  }\n}": typeof types.PublicConfigDocument,
};
const documents: Documents = {
    "fragment AddressFields on Address {\n  id\n  firstName\n  lastName\n  country\n  contactNumber\n  address\n  defaultBilling\n  defaultShipping\n}\n\nquery Addresses {\n  addresses {\n    ...AddressFields\n  }\n}\n\nmutation CreateAddress($input: AddressInput!) {\n  createAddress(input: $input) {\n    ...AddressFields\n  }\n}\n\nmutation UpdateAddress($id: Int!, $input: AddressInput!) {\n  updateAddress(id: $id, input: $input) {\n    ...AddressFields\n  }\n}\n\nmutation DeleteAddress($id: Int!) {\n  deleteAddress(id: $id) {\n    ...AddressFields\n  }\n}": types.AddressFieldsFragmentDoc,
    "query Me {\n  me {\n    id\n    firstName\n    lastName\n    email\n  }\n}": types.MeDocument,
    "query Profile {\n  me {\n    id\n    email\n    firstName\n    lastName\n    phone\n    gender\n  }\n}\n\nmutation UpdateProfile($input: ProfileInput!) {\n  updateProfile(input: $input) {\n    id\n    email\n    firstName\n    lastName\n    phone\n    gender\n  }\n}": types.ProfileDocument,
    "mutation FacebookLogin($input: FacebookLoginInput!) {\n  facebookLogin(input: $input) {\n    token\n    expiredAt\n  }\n}\n\nmutation FacebookRegister($input: FacebookLoginInput!) {\n  facebookRegister(input: $input) {\n    token\n    expiredAt\n  }\n}": types.FacebookLoginDocument,
    "mutation Login($input: LoginInput!) {\n  login(input: $input) {\n    token\n    expiredAt\n  }\n}": types.LoginDocument,
    "mutation Logout {\n  logout\n}": types.LogoutDocument,
    "mutation SendPasswordResetLink($input: PasswordResetRequestInput!) {\n  sendPasswordResetLink(input: $input) {\n    status\n  }\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    status\n  }\n}": types.SendPasswordResetLinkDocument,
    "mutation RefreshToken {\n  refreshToken {\n    token\n    expiredAt\n  }\n}": types.RefreshTokenDocument,
    "mutation Register($input: RegisterInput!) {\n  register(input: $input) {\n    token\n    expiredAt\n  }\n}": types.RegisterDocument,
    "query CategoryExists($url: String!) {\n  checkPage(key: $url, type: \"category\") {\n    exists\n  }\n}\n\nquery CategoryDetails($url: String!, $language: String) {\n  publicMenu(url: $url, language: $language) {\n    id\n    title\n    shortDescription\n    metaTitle\n    metaDescription\n    imagePath\n    parentRecursive {\n      id\n      title\n      type\n      url\n    }\n    children {\n      id\n      title\n      type\n      url\n    }\n  }\n}\n\nquery CategoryProducts($input: CategoryProductsInput!, $language: String) {\n  categoryProducts(input: $input, language: $language) {\n    items {\n      ...ProductCardFields\n    }\n    page\n    perPage\n    totalItems\n  }\n}\n\nquery CategoryFilterChoices($language: String) {\n  publicAttributes(language: $language) {\n    id\n    title\n    values {\n      id\n      label\n    }\n  }\n  publicBrands(language: $language) {\n    id\n    title\n  }\n}": types.CategoryExistsDocument,
    "fragment ProductCardFields on ProductCard {\n  id\n  url\n  name\n  imageList\n  price\n  specialPrice\n  available\n}": types.ProductCardFieldsFragmentDoc,
    "query SearchProducts($input: SearchProductsInput!, $language: String) {\n  searchProducts(input: $input, language: $language) {\n    items {\n      ...ProductCardFields\n    }\n    page\n    perPage\n    totalItems\n  }\n}": types.SearchProductsDocument,
    "mutation SendContactMessage($input: ContactMessageInput!) {\n  sendContactMessage(input: $input)\n}": types.SendContactMessageDocument,
    "query ProductWidget($type: String!, $limit: Int, $language: String) {\n  productWidget(input: {type: $type, limit: $limit}, language: $language) {\n    ...ProductCardFields\n  }\n}": types.ProductWidgetDocument,
    "fragment HeaderMenuItem on MenuNode {\n  id\n  title\n  type\n  url\n  openInCurrentTab\n  displayInMobile\n  displayInDesktop\n}\n\nquery PublicMenus($language: String) {\n  publicMenus(language: $language) {\n    ...HeaderMenuItem\n    children {\n      ...HeaderMenuItem\n      children {\n        ...HeaderMenuItem\n      }\n    }\n  }\n}": types.HeaderMenuItemFragmentDoc,
    "mutation Unsubscribe($input: UnsubscribeInput!) {\n  unsubscribe(input: $input)\n}": types.UnsubscribeDocument,
    "query StorefrontProduct($url: String!, $language: String) {\n  storefrontProduct(url: $url, language: $language) {\n    id\n    url\n    sku\n    name\n    description\n    metaTitle\n    metaDescription\n    imageList\n    price\n    specialPrice\n    priceVisible\n    available\n    brand {\n      id\n      title\n      url\n    }\n    categories {\n      id\n      title\n      url\n    }\n    attributes {\n      id\n      key\n      title\n      values {\n        id\n        code\n        label\n      }\n    }\n    stocks {\n      id\n      sku\n      price\n      specialPrice\n      options\n      allAvailableInventories\n    }\n  }\n}": types.StorefrontProductDocument,
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
export function graphql(source: "fragment AddressFields on Address {\n  id\n  firstName\n  lastName\n  country\n  contactNumber\n  address\n  defaultBilling\n  defaultShipping\n}\n\nquery Addresses {\n  addresses {\n    ...AddressFields\n  }\n}\n\nmutation CreateAddress($input: AddressInput!) {\n  createAddress(input: $input) {\n    ...AddressFields\n  }\n}\n\nmutation UpdateAddress($id: Int!, $input: AddressInput!) {\n  updateAddress(id: $id, input: $input) {\n    ...AddressFields\n  }\n}\n\nmutation DeleteAddress($id: Int!) {\n  deleteAddress(id: $id) {\n    ...AddressFields\n  }\n}"): (typeof documents)["fragment AddressFields on Address {\n  id\n  firstName\n  lastName\n  country\n  contactNumber\n  address\n  defaultBilling\n  defaultShipping\n}\n\nquery Addresses {\n  addresses {\n    ...AddressFields\n  }\n}\n\nmutation CreateAddress($input: AddressInput!) {\n  createAddress(input: $input) {\n    ...AddressFields\n  }\n}\n\nmutation UpdateAddress($id: Int!, $input: AddressInput!) {\n  updateAddress(id: $id, input: $input) {\n    ...AddressFields\n  }\n}\n\nmutation DeleteAddress($id: Int!) {\n  deleteAddress(id: $id) {\n    ...AddressFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Me {\n  me {\n    id\n    firstName\n    lastName\n    email\n  }\n}"): (typeof documents)["query Me {\n  me {\n    id\n    firstName\n    lastName\n    email\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Profile {\n  me {\n    id\n    email\n    firstName\n    lastName\n    phone\n    gender\n  }\n}\n\nmutation UpdateProfile($input: ProfileInput!) {\n  updateProfile(input: $input) {\n    id\n    email\n    firstName\n    lastName\n    phone\n    gender\n  }\n}"): (typeof documents)["query Profile {\n  me {\n    id\n    email\n    firstName\n    lastName\n    phone\n    gender\n  }\n}\n\nmutation UpdateProfile($input: ProfileInput!) {\n  updateProfile(input: $input) {\n    id\n    email\n    firstName\n    lastName\n    phone\n    gender\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FacebookLogin($input: FacebookLoginInput!) {\n  facebookLogin(input: $input) {\n    token\n    expiredAt\n  }\n}\n\nmutation FacebookRegister($input: FacebookLoginInput!) {\n  facebookRegister(input: $input) {\n    token\n    expiredAt\n  }\n}"): (typeof documents)["mutation FacebookLogin($input: FacebookLoginInput!) {\n  facebookLogin(input: $input) {\n    token\n    expiredAt\n  }\n}\n\nmutation FacebookRegister($input: FacebookLoginInput!) {\n  facebookRegister(input: $input) {\n    token\n    expiredAt\n  }\n}"];
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
export function graphql(source: "mutation SendPasswordResetLink($input: PasswordResetRequestInput!) {\n  sendPasswordResetLink(input: $input) {\n    status\n  }\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    status\n  }\n}"): (typeof documents)["mutation SendPasswordResetLink($input: PasswordResetRequestInput!) {\n  sendPasswordResetLink(input: $input) {\n    status\n  }\n}\n\nmutation ResetPassword($input: ResetPasswordInput!) {\n  resetPassword(input: $input) {\n    status\n  }\n}"];
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
export function graphql(source: "query CategoryExists($url: String!) {\n  checkPage(key: $url, type: \"category\") {\n    exists\n  }\n}\n\nquery CategoryDetails($url: String!, $language: String) {\n  publicMenu(url: $url, language: $language) {\n    id\n    title\n    shortDescription\n    metaTitle\n    metaDescription\n    imagePath\n    parentRecursive {\n      id\n      title\n      type\n      url\n    }\n    children {\n      id\n      title\n      type\n      url\n    }\n  }\n}\n\nquery CategoryProducts($input: CategoryProductsInput!, $language: String) {\n  categoryProducts(input: $input, language: $language) {\n    items {\n      ...ProductCardFields\n    }\n    page\n    perPage\n    totalItems\n  }\n}\n\nquery CategoryFilterChoices($language: String) {\n  publicAttributes(language: $language) {\n    id\n    title\n    values {\n      id\n      label\n    }\n  }\n  publicBrands(language: $language) {\n    id\n    title\n  }\n}"): (typeof documents)["query CategoryExists($url: String!) {\n  checkPage(key: $url, type: \"category\") {\n    exists\n  }\n}\n\nquery CategoryDetails($url: String!, $language: String) {\n  publicMenu(url: $url, language: $language) {\n    id\n    title\n    shortDescription\n    metaTitle\n    metaDescription\n    imagePath\n    parentRecursive {\n      id\n      title\n      type\n      url\n    }\n    children {\n      id\n      title\n      type\n      url\n    }\n  }\n}\n\nquery CategoryProducts($input: CategoryProductsInput!, $language: String) {\n  categoryProducts(input: $input, language: $language) {\n    items {\n      ...ProductCardFields\n    }\n    page\n    perPage\n    totalItems\n  }\n}\n\nquery CategoryFilterChoices($language: String) {\n  publicAttributes(language: $language) {\n    id\n    title\n    values {\n      id\n      label\n    }\n  }\n  publicBrands(language: $language) {\n    id\n    title\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProductCardFields on ProductCard {\n  id\n  url\n  name\n  imageList\n  price\n  specialPrice\n  available\n}"): (typeof documents)["fragment ProductCardFields on ProductCard {\n  id\n  url\n  name\n  imageList\n  price\n  specialPrice\n  available\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchProducts($input: SearchProductsInput!, $language: String) {\n  searchProducts(input: $input, language: $language) {\n    items {\n      ...ProductCardFields\n    }\n    page\n    perPage\n    totalItems\n  }\n}"): (typeof documents)["query SearchProducts($input: SearchProductsInput!, $language: String) {\n  searchProducts(input: $input, language: $language) {\n    items {\n      ...ProductCardFields\n    }\n    page\n    perPage\n    totalItems\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendContactMessage($input: ContactMessageInput!) {\n  sendContactMessage(input: $input)\n}"): (typeof documents)["mutation SendContactMessage($input: ContactMessageInput!) {\n  sendContactMessage(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ProductWidget($type: String!, $limit: Int, $language: String) {\n  productWidget(input: {type: $type, limit: $limit}, language: $language) {\n    ...ProductCardFields\n  }\n}"): (typeof documents)["query ProductWidget($type: String!, $limit: Int, $language: String) {\n  productWidget(input: {type: $type, limit: $limit}, language: $language) {\n    ...ProductCardFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment HeaderMenuItem on MenuNode {\n  id\n  title\n  type\n  url\n  openInCurrentTab\n  displayInMobile\n  displayInDesktop\n}\n\nquery PublicMenus($language: String) {\n  publicMenus(language: $language) {\n    ...HeaderMenuItem\n    children {\n      ...HeaderMenuItem\n      children {\n        ...HeaderMenuItem\n      }\n    }\n  }\n}"): (typeof documents)["fragment HeaderMenuItem on MenuNode {\n  id\n  title\n  type\n  url\n  openInCurrentTab\n  displayInMobile\n  displayInDesktop\n}\n\nquery PublicMenus($language: String) {\n  publicMenus(language: $language) {\n    ...HeaderMenuItem\n    children {\n      ...HeaderMenuItem\n      children {\n        ...HeaderMenuItem\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Unsubscribe($input: UnsubscribeInput!) {\n  unsubscribe(input: $input)\n}"): (typeof documents)["mutation Unsubscribe($input: UnsubscribeInput!) {\n  unsubscribe(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query StorefrontProduct($url: String!, $language: String) {\n  storefrontProduct(url: $url, language: $language) {\n    id\n    url\n    sku\n    name\n    description\n    metaTitle\n    metaDescription\n    imageList\n    price\n    specialPrice\n    priceVisible\n    available\n    brand {\n      id\n      title\n      url\n    }\n    categories {\n      id\n      title\n      url\n    }\n    attributes {\n      id\n      key\n      title\n      values {\n        id\n        code\n        label\n      }\n    }\n    stocks {\n      id\n      sku\n      price\n      specialPrice\n      options\n      allAvailableInventories\n    }\n  }\n}"): (typeof documents)["query StorefrontProduct($url: String!, $language: String) {\n  storefrontProduct(url: $url, language: $language) {\n    id\n    url\n    sku\n    name\n    description\n    metaTitle\n    metaDescription\n    imageList\n    price\n    specialPrice\n    priceVisible\n    available\n    brand {\n      id\n      title\n      url\n    }\n    categories {\n      id\n      title\n      url\n    }\n    attributes {\n      id\n      key\n      title\n      values {\n        id\n        code\n        label\n      }\n    }\n    stocks {\n      id\n      sku\n      price\n      specialPrice\n      options\n      allAvailableInventories\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PublicConfig($language: String) {\n  publicConfig(language: $language) {\n    name\n    language\n    mainLanguage\n    supportedLanguages\n    baseCurrency\n    supportedCurrencies {\n      identifier\n      rate\n      mark\n    }\n    images {\n      icon\n      logo\n      banner\n    }\n    scriptHeader\n    scriptFooter\n    css\n    headerScript\n    footerScript\n    templateVariables {\n      name\n      value\n    }\n    catalogMode\n    memberOnly\n    guestCheckout\n    tokenExpiredTime\n    warehouseEnabled\n    warehouseId\n    facebookEnabled\n    fbClientId\n  }\n}"): (typeof documents)["query PublicConfig($language: String) {\n  publicConfig(language: $language) {\n    name\n    language\n    mainLanguage\n    supportedLanguages\n    baseCurrency\n    supportedCurrencies {\n      identifier\n      rate\n      mark\n    }\n    images {\n      icon\n      logo\n      banner\n    }\n    scriptHeader\n    scriptFooter\n    css\n    headerScript\n    footerScript\n    templateVariables {\n      name\n      value\n    }\n    catalogMode\n    memberOnly\n    guestCheckout\n    tokenExpiredTime\n    warehouseEnabled\n    warehouseId\n    facebookEnabled\n    fbClientId\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;