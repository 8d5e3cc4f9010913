import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * emotion's key for the storefront the server renders: classes `shop-<id>`, the same on the server
 * (entry-server.tsx) and in the browser (serverStylesCache). Not emotion's default `css`: the default
 * cache, made when @emotion/react is imported, takes over the <style> tags of its key by moving them.
 */
export const EMOTION_KEY = 'shop';

/** The attribute of the server's <style> tag of classes: the ids of its rules, space-separated. */
export const SERVER_CLASSES_ATTRIBUTE = 'data-shop-classes';

/**
 * The browser's emotion cache for a page the server rendered: classes of the server's key, so the
 * hydrated elements keep theirs. It takes the server's tag of classes over where it is, in the body
 * before #root (the head went out before the render, server/shop-page.ts), and writes new rules in tags
 * after it. emotion's own way of taking a tag over (the cache's `hydrate`) moves it (`insertBefore`,
 * even to its own place), and a moved tag has its CSS parsed again and the page restyled: on a phone the
 * longest part of the entry's module evaluation (issue 42). So this does the rest of what it does,
 * without the move: the rules' ids are marked inserted and the tag is the sheet's last. A page whose
 * render inserted no class has no such tag (server/shop-page.ts writes no empty one): new rules then go
 * into the head.
 */
export function serverStylesCache(): EmotionCache {
  const serverClasses = document.querySelector<HTMLStyleElement>(`style[${SERVER_CLASSES_ATTRIBUTE}]`);
  if (!serverClasses?.parentElement) return createCache({ key: EMOTION_KEY });
  const cache = createCache({ key: EMOTION_KEY, container: serverClasses.parentElement });
  for (const id of (serverClasses.getAttribute(SERVER_CLASSES_ATTRIBUTE) ?? '').split(' ')) if (id) cache.inserted[id] = true;
  cache.sheet.tags.push(serverClasses);
  return cache;
}
