import type { EntityManager } from '@mikro-orm/postgresql';
import { UrlRedirect } from './url-redirect.entity.js';

/** The storefront path kinds whose records keep their old urls (301 from the old address). */
export type RedirectKind = 'page' | 'product' | 'category' | 'blog_article' | 'blog_category';

/**
 * Records that `kind`'s record moved from `from` to `to`, in the caller's transaction (flushed with it):
 * every older url of the record now points at `to` at once (no chain), and `to` itself stops being a
 * redirect (a record taking back an old url is no loop).
 */
export async function recordUrlChange(em: EntityManager, kind: RedirectKind, from: string, to: string): Promise<void> {
  if (!from || !to || from === to) return;
  await em.nativeUpdate(UrlRedirect, { kind, toUrl: from }, { toUrl: to, updatedAt: new Date() });
  await em.nativeDelete(UrlRedirect, { kind, fromUrl: { $in: [to, from] } });
  await em.insert(UrlRedirect, { kind, fromUrl: from, toUrl: to, createdAt: new Date(), updatedAt: new Date() });
}

/** The current url of an old one, or undefined. */
export async function redirectTarget(em: EntityManager, kind: RedirectKind, url: string): Promise<string | undefined> {
  const row = await em.findOne(UrlRedirect, { kind, fromUrl: url });
  return row?.toUrl;
}
