import sharp from 'sharp';
import { reachedWidths, VARIANT_WIDTHS, variantKey, variantWidthsOf } from '../../core/picture-variants.js';
import { contentTypeOf, type FileStorage } from './file-storage.js';

/**
 * Resized copies of every uploaded picture, so a phone loads a 320 or 640 px WebP instead of the
 * original: the storefront names them in `srcset` (web/src/ui/Picture.tsx). A variant is kept beside its
 * original through the storage interface (local disk or the bucket) under a name made from the
 * original's (core/picture-variants.ts), so the web app derives it from the path alone. Only the
 * widths the original reaches are made: a picture narrower than 320 px keeps the original alone.
 */
export { variantKey } from '../../core/picture-variants.js';

/** Originals that get variants: what the upload accepts (image-format.ts), by their extension. */
const ORIGINAL = /^uploads\/.+\.(png|jpg|jpeg|gif|webp)$/i;
const VARIANT = /^(uploads\/.+\.(?:png|jpg|jpeg|gif|webp))\.w(\d+)\.webp$/i;

/** The original and width a variant key names, when it names one of VARIANT_WIDTHS. */
export function parseVariantKey(key: string): { original: string; width: number } | null {
  const match = VARIANT.exec(key);
  const width = Number(match?.[2]);
  return match && (VARIANT_WIDTHS as readonly number[]).includes(width) ? { original: match[1], width } : null;
}

export const hasVariants = (key: string): boolean => ORIGINAL.test(key) && !VARIANT.test(key);

export interface Variant {
  width: number;
  data: Buffer;
}

/** The size a picture shows at (EXIF orientation applied), read from its header by sharp. */
export async function displayedSize(data: Buffer): Promise<{ width: number; height: number }> {
  const { autoOrient } = await sharp(data).metadata();
  return { width: autoOrient.width, height: autoOrient.height };
}

/** The WebP variants of a picture `width` pixels wide, those it reaches (animated GIF and WebP stay animated). */
export async function makeVariants(data: Buffer, width: number): Promise<Variant[]> {
  return Promise.all(
    reachedWidths(width).map(async (variant) => ({
      width: variant,
      data: await sharp(data, { animated: true }).rotate().resize({ width: variant }).webp({ quality: 80 }).toBuffer(),
    })),
  );
}

/** Stores made variants beside the picture stored under `key`. */
export async function putVariants(storage: FileStorage, key: string, variants: Variant[]): Promise<void> {
  await Promise.all(variants.map((variant) => storage.put(variantKey(key, variant.width), variant.data, { contentType: 'image/webp' })));
}

/** Makes and stores the variants of the picture stored under `key` (media:migrate, a first request). */
export async function storeVariants(storage: FileStorage, key: string, data: Buffer): Promise<Variant[]> {
  const variants = await makeVariants(data, (await displayedSize(data)).width);
  await putVariants(storage, key, variants);
  return variants;
}

/** What a variant URL answers: the WebP copy, or for an older picture too narrow for it, the original. */
export interface VariantAnswer {
  data: Buffer;
  contentType: string;
}

const making = new Map<string, Promise<VariantAnswer | null>>();

/**
 * A variant asked for before it was made (pictures stored before variants existed, the demo's): made
 * from the original now, stored for every later request, once however many ask at the same time. A
 * picture whose name states no size is listed with every width (picture-variants.ts), so a width it does
 * not reach answers the original itself (nothing enlarged, nothing stored twice). Null when there is no
 * such original, no such variant of a sized one, or no picture sharp can read.
 */
export function variantOnDemand(storage: FileStorage, original: string, width: number): Promise<VariantAnswer | null> {
  if (!variantWidthsOf(original).includes(width)) return Promise.resolve(null);
  const key = variantKey(original, width);
  let made = making.get(key);
  if (!made) {
    made = (async () => {
      const data = await storage.readBuffer(original);
      if (!data) return null;
      const variants = await storeVariants(storage, original, data).catch(() => undefined);
      if (!variants) return null;
      const variant = variants.find((made) => made.width === width);
      return variant ? { data: variant.data, contentType: 'image/webp' } : { data, contentType: contentTypeOf(original) };
    })().finally(() => making.delete(key));
    making.set(key, made);
  }
  return made;
}
