import { SharedCache } from '../common/shared-cache.js';

/** How long an anonymous page is kept in process (and may be kept by a CDN: `max-age`). */
export const PAGE_TTL_SECONDS = 30;
/** How long a CDN may go on answering a page while it asks for the new one (`stale-while-revalidate`). */
export const PAGE_STALE_SECONDS = 300;

/**
 * Rendered anonymous pages, keyed by path and query, language, currency and screen guess
 * (server/ssr/shop-renderer.ts): what a visitor without a session sees is the same for all of them.
 * `madeOf`: the entities such a page shows (each module names its own: ShopModule.onStorefrontPages);
 * a write of any of them (through the unit of work or SharedCache.written, here or, through the cache
 * bus, on another instance) drops every kept page. Orders, carts, shoppers and the back office's own
 * records are on no shared page.
 */
export function pageCache<T>(madeOf: readonly string[]): SharedCache<T> {
  return new SharedCache<T>(madeOf, PAGE_TTL_SECONDS * 1000, 500);
}

/** The Cache-Control of a storefront page: shared for visitors, never stored when it is a shopper's (or a visit's) own. */
export function pageCacheControl(personal: boolean): string {
  return personal ? 'private, no-store' : `public, max-age=${PAGE_TTL_SECONDS}, stale-while-revalidate=${PAGE_STALE_SECONDS}`;
}
