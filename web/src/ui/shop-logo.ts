import { pictureSizeOf } from '../../../core/picture-variants';

/** The logo's height in the storefront's header. */
export const LOGO_HEIGHT = 40;

/**
 * The default logo (web/public/images/default-logo.svg, the server's answer when no logo is set): its
 * name carries no size as an upload's does. A mark without words (a shop's name is its own), so the
 * shop's name stands beside it on every screen.
 */
export const DEFAULT_LOGO = { src: '/images/default-logo.svg', width: 56, height: 64 } as const;

/**
 * The width and height attributes of the logo: 40 px tall (or `height`) and as wide as its shape is at that height (the
 * header's max-width trims it to the same box the picture is then drawn in, object-fit: contain), so the
 * browser keeps its place before the picture arrives. Undefined when its shape is unknown (a picture from
 * elsewhere, an upload older than sizes in names): the header then gives it its whole room.
 */
export function logoBox(src: string, height = LOGO_HEIGHT): { width: number; height: number } | undefined {
  const size = src === DEFAULT_LOGO.src ? DEFAULT_LOGO : pictureSizeOf(src);
  if (!size || size.width <= 0 || size.height <= 0) return undefined;
  return { width: Math.max(1, Math.round((height * size.width) / size.height)), height };
}
