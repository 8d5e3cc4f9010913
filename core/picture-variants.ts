/**
 * The names of an uploaded picture's resized WebP copies, shared by the server that makes and serves
 * them (server/storage/image-variants.ts) and the storefront that lists them in `srcset`
 * (web/src/ui/Picture.tsx), so both derive the same names from the picture's path alone. Plain
 * constants and functions only: the web app imports this file directly, so it must not import anything.
 *
 * A variant sits beside its original: `uploads/2026/11/<random>-500x400.png` ->
 * `uploads/2026/11/<random>-500x400.png.w320.webp`. Only the widths the original reaches are made (a
 * 1x1 picture gets none), so an upload carries its size in its name (`-<width>x<height>`): the storefront
 * then lists exactly the copies that exist. Pictures stored before (no size in the name, the demo's) may
 * have any of the widths; the server answers each of them (made on first request, never enlarged).
 */
export const VARIANT_WIDTHS = [320, 640, 1280] as const;

export const variantKey = (key: string, width: number): string => `${key}.w${width}.webp`;

/** The stored name of an upload: its random part, its pixel size, its real type's extension. */
export const sizedPictureName = (random: string, width: number, height: number, extension: string): string => `${random}-${width}x${height}.${extension}`;

const SIZED = /-(\d+)x(\d+)\.(?:png|jpe?g|gif|webp)$/i;

/** The pixel size an upload's name states, or undefined for a name without one (older uploads). */
export function pictureSizeOf(path: string): { width: number; height: number } | undefined {
  const match = SIZED.exec(path);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : undefined;
}

/**
 * The variant widths a picture `width` pixels wide reaches: a copy is never larger than its original, and
 * one as large as its original is still worth making (a WebP is smaller than most PNGs and JPEGs).
 */
export const reachedWidths = (width: number): number[] => VARIANT_WIDTHS.filter((variant) => variant <= width);

/** The variants a stored picture has (or gets on first request): those its name's size reaches, else all. */
export function variantWidthsOf(path: string): number[] {
  const size = pictureSizeOf(path);
  return size ? reachedWidths(size.width) : [...VARIANT_WIDTHS];
}
