import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { preload } from 'react-dom';
import { pictureSizeOf, VARIANT_WIDTHS, variantKey, variantWidthsOf } from '../../../core/picture-variants';

// An uploaded picture (ours, wherever MEDIA_PUBLIC_URL serves it from): other addresses have no variants.
const UPLOADED = /\/uploads\/.+\.(png|jpe?g|gif|webp)$/i;

/**
 * The `srcset` of a picture's variants (`<picture>.w640.webp 640w, ...`): only the widths the server
 * made (those the original reaches, by the size in its name), with the original itself as the widest
 * choice when it is narrower than the largest variant width. Undefined for a picture that has no
 * variants (from elsewhere, or narrower than the smallest: its `src` is all there is).
 */
export function variantSrcSet(src: string): string | undefined {
  if (!UPLOADED.test(src)) return undefined;
  const widths = variantWidthsOf(src);
  if (!widths.length) return undefined;
  const choices = widths.map((width) => `${variantKey(src, width)} ${width}w`);
  const original = pictureSizeOf(src)?.width;
  if (original && widths.length < VARIANT_WIDTHS.length && original > widths[widths.length - 1]) choices.push(`${src} ${original}w`);
  return choices.join(', ');
}

/** `sizes` of a picture as wide as the storefront's content (its container is at most 1200 px). */
export const CONTENT_WIDTH_SIZES = '(min-width: 1200px) 1200px, 100vw';

/**
 * Preloads the page's largest paint: its preload goes out with the server's HTML, high priority, the
 * variant the screen needs (React writes it once per page, wherever in the tree the picture is). `media`:
 * for one of a `<picture>`'s choices, the screens it is for (a phone would otherwise load the wide one too).
 */
export function preloadPicture(src: string, sizes: string, media?: string): void {
  preload(src, { as: 'image', imageSrcSet: variantSrcSet(src), imageSizes: sizes, fetchPriority: 'high', media });
}

/**
 * Every uploaded picture of the storefront (product cards, the product page, cart lines, banners, slides,
 * stores...): the browser picks the smallest variant that fills `sizes` at the screen's density, so a
 * phone loads a 320 or 640 px WebP instead of the original. `width` and `height` give the box its shape
 * before the picture arrives (no layout shift): a square box for product pictures, else the original's
 * own size as its upload's name records it (none for a picture from elsewhere). Pictures below the fold
 * load when scrolled near (`eager` for the first screen's; `priority` for the one that paints first).
 */
export function Picture({
  src,
  alt,
  sizes,
  width,
  height,
  eager = false,
  priority = false,
  preloadMedia,
  sx,
  ...rest
}: {
  src: string;
  alt: string;
  /** The rendered width by viewport, e.g. '(min-width: 900px) 25vw, 50vw'. */
  sizes: string;
  width?: number;
  height?: number;
  eager?: boolean;
  priority?: boolean;
  /** With `priority`, inside a `<picture>`: the screens this picture is the choice of (the others preload their own). */
  preloadMedia?: string;
  sx?: SxProps<Theme>;
  'data-testid'?: string;
}) {
  const box = width && height ? { width, height } : pictureSizeOf(src);
  const srcSet = variantSrcSet(src);
  if (priority) preloadPicture(src, sizes, preloadMedia);
  return (
    <Box
      component="img"
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      width={box?.width}
      height={box?.height}
      alt={alt}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      sx={sx}
      {...rest}
    />
  );
}

/**
 * A picture as wide as the content at the top of a page (a category's banner, an article's picture):
 * on the first screen, at most `maxHeight` tall, cropped to fill.
 */
export function WidePicture({ src, maxHeight, sx, ...rest }: { src: string; maxHeight: number; sx?: SxProps<Theme>; 'data-testid'?: string }) {
  const wide = { width: '100%', height: 'auto', maxHeight, objectFit: 'cover', mb: 2, display: 'block' } as const;
  return <Picture src={src} alt="" sizes={CONTENT_WIDTH_SIZES} eager sx={[wide, ...(Array.isArray(sx) ? sx : [sx])]} {...rest} />;
}
