/**
 * The storefront's paths (spec section 2) as the server sees them: which are pages of the web app, and
 * which kind of record a path names. Anything else is unknown and goes to the home page (HTTP redirect).
 */

/** Paths of the web app that need no record (their head is the shop's, with the screen's title). */
export const STATIC_PATHS: Record<string, string | undefined> = {
  '/login': 'shop.login.title',
  '/register': 'shop.register.title',
  '/password/reset': 'shop.passwordReset.title',
  '/reset-password': 'shop.resetPassword.title',
  '/account': 'shop.account.title',
  '/contact-us': 'shop.contact.title',
  '/unsubscribe': 'shop.unsubscribe.title',
  '/newsletter/confirm': 'shop.newsletter.title',
  '/cart': 'shop.cart.title',
  '/checkout': 'shop.checkout.title',
  '/stores': 'shop.stores.title',
  '/order/success': undefined,
  '/order/cancel': undefined,
  '/stripe': 'shop.stripe.title',
};

/** Paths below these prefixes belong to other areas of the web app (their own guards decide). */
export const PREFIXES_OF_APP = ['/account/', '/form/'];

/** Paths no search engine should index (robots.txt Disallow and `noindex`). */
export const PRIVATE_PREFIXES = ['/admin', '/api', '/checkout', '/account', '/cart'];

export type RecordKind = 'product' | 'category' | 'page' | 'search' | 'blog_article' | 'blog_category';

export interface PathMatch {
  kind: 'home' | 'static' | 'app' | RecordKind | 'unknown';
  /** The record's url (or the search keyword), decoded. */
  key?: string;
  titleId?: string;
}

const RECORD_PATTERNS: [RegExp, RecordKind][] = [
  [/^\/product\/([^/]+)\/?$/, 'product'],
  [/^\/category\/([^/]+)\/?$/, 'category'],
  [/^\/page\/([^/]+)\/?$/, 'page'],
  [/^\/search\/([^/]+)\/?$/, 'search'],
  [/^\/blog\/article\/([^/]+)\/?$/, 'blog_article'],
  [/^\/blog\/category\/([^/]+)\/?$/, 'blog_category'],
];

function decode(segment: string): string | undefined {
  try {
    const value = decodeURIComponent(segment);
    return value.includes('\0') || value.length > 255 ? undefined : value;
  } catch {
    return undefined;
  }
}

/** What a (not yet decoded) request path names. */
export function matchPath(path: string): PathMatch {
  if (path === '/' || path === '') return { kind: 'home' };
  if (path in STATIC_PATHS) return { kind: 'static', titleId: STATIC_PATHS[path] };
  if (PREFIXES_OF_APP.some((prefix) => path.startsWith(prefix))) return { kind: 'app' };
  for (const [pattern, kind] of RECORD_PATTERNS) {
    const match = pattern.exec(path);
    if (!match) continue;
    const key = decode(match[1]);
    return key ? { kind, key } : { kind: 'unknown' };
  }
  return { kind: 'unknown' };
}

/** The path of a record kind's storefront page. */
export function recordPath(kind: RecordKind, url: string): string {
  const prefix: Record<RecordKind, string> = {
    product: '/product/',
    category: '/category/',
    page: '/page/',
    search: '/search/',
    blog_article: '/blog/article/',
    blog_category: '/blog/category/',
  };
  return `${prefix[kind]}${encodeURIComponent(url)}`;
}
