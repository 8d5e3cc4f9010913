import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/** The widths of the WebP variants the server keeps beside every uploaded picture (server/storage/image-variants.ts). */
export const VARIANT_WIDTHS = [320, 640, 1280] as const;

// An uploaded picture (ours, wherever MEDIA_PUBLIC_URL serves it from): other addresses have no variants.
const UPLOADED = /\/uploads\/.+\.(png|jpe?g|gif|webp)$/i;

/** The `srcset` of a picture's variants (`<picture>.w640.webp 640w, ...`), or undefined for a picture that has none. */
export function variantSrcSet(src: string): string | undefined {
  if (!UPLOADED.test(src)) return undefined;
  return VARIANT_WIDTHS.map((width) => `${src}.w${width}.webp ${width}w`).join(', ');
}

/**
 * Every storefront picture of a product (cards, the product page, cart lines...): the browser picks the
 * smallest variant that fills `sizes` at the screen's density, so a phone loads a 320 or 640 px WebP
 * instead of the original. `width` and `height` give the box its shape before the picture arrives (no
 * layout shift); pictures below the fold load when scrolled near (`eager` for the first screen's).
 */
export function Picture({
  src,
  alt,
  sizes,
  width,
  height,
  eager = false,
  sx,
  ...rest
}: {
  src: string;
  alt: string;
  /** The rendered width by viewport, e.g. '(min-width: 900px) 25vw, 50vw'. */
  sizes: string;
  width: number;
  height: number;
  eager?: boolean;
  sx?: SxProps<Theme>;
  'data-testid'?: string;
}) {
  return (
    <Box
      component="img"
      src={src}
      srcSet={variantSrcSet(src)}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      sx={sx}
      {...rest}
    />
  );
}
