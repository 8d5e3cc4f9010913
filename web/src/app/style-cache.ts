import createCache, { type EmotionCache } from '@emotion/cache';

/** emotion's key: classes `css-<id>`, the same on the server (entry-server.tsx) and in the browser. */
export const EMOTION_KEY = 'css';

/**
 * The browser's emotion cache for a page the server rendered (undefined for any other): it takes the
 * server's <style> tags over where they are, in the body before #root (the head went out before the
 * render, server/shop-page.ts), and writes new rules beside them. The server marks its tags `data-s`,
 * which keeps @emotion/react's own cache from moving them into the head when it is imported: the move
 * made the browser parse the page's CSS again and restyle the whole page, the longest part of the
 * entry's last stage on a phone (issue 42).
 */
export function serverStylesCache(): EmotionCache | undefined {
  const serverStyles = document.querySelector<HTMLStyleElement>(`style[data-emotion^="${EMOTION_KEY} "][data-s]`);
  if (!serverStyles?.parentElement) return undefined;
  return createCache({ key: EMOTION_KEY, container: serverStyles.parentElement });
}
