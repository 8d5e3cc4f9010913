import sharp from 'sharp';
import type { FileStorage } from './file-storage.js';

/**
 * Resized copies of every uploaded picture, so a phone loads a 320 or 640 px WebP instead of the
 * original: the storefront names them in `srcset` (web/src/ui/Picture.tsx). A variant is kept beside its
 * original through the storage interface (local disk or the bucket) under a name made from the
 * original's: `uploads/2026/11/<random>.png` -> `uploads/2026/11/<random>.png.w640.webp`, so the web app
 * derives it from the path alone. Never enlarged: a variant of a picture narrower than its width keeps
 * the picture's width.
 */
export const VARIANT_WIDTHS = [320, 640, 1280] as const;

/** Originals that get variants: what the upload accepts (image-format.ts), by their extension. */
const ORIGINAL = /^uploads\/.+\.(png|jpg|jpeg|gif|webp)$/i;
const VARIANT = /^(uploads\/.+\.(?:png|jpg|jpeg|gif|webp))\.w(\d+)\.webp$/i;

export const variantKey = (key: string, width: number): string => `${key}.w${width}.webp`;

/** The original and width a variant key names, when it names one of VARIANT_WIDTHS. */
export function parseVariantKey(key: string): { original: string; width: number } | null {
  const match = VARIANT.exec(key);
  const width = Number(match?.[2]);
  return match && (VARIANT_WIDTHS as readonly number[]).includes(width) ? { original: match[1], width } : null;
}

export const hasVariants = (key: string): boolean => ORIGINAL.test(key) && !VARIANT.test(key);

/** The WebP variants of a picture (animated GIF and WebP stay animated). */
export async function makeVariants(data: Buffer): Promise<{ width: number; data: Buffer }[]> {
  return Promise.all(
    VARIANT_WIDTHS.map(async (width) => ({
      width,
      data: await sharp(data, { animated: true }).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
    })),
  );
}

/** Stores made variants beside the picture stored under `key`. */
export async function putVariants(storage: FileStorage, key: string, variants: { width: number; data: Buffer }[]): Promise<void> {
  await Promise.all(variants.map((variant) => storage.put(variantKey(key, variant.width), variant.data, { contentType: 'image/webp' })));
}

/** Makes and stores the variants of the picture stored under `key` (media:migrate, a first request). */
export async function storeVariants(storage: FileStorage, key: string, data: Buffer): Promise<{ width: number; data: Buffer }[]> {
  const variants = await makeVariants(data);
  await putVariants(storage, key, variants);
  return variants;
}

const making = new Map<string, Promise<Buffer | null>>();

/**
 * A variant asked for before it was made (pictures stored before variants existed, the demo's): made
 * from the original now, stored for every later request, once however many ask at the same time. Null
 * when there is no such original (or it is no picture sharp can read).
 */
export function variantOnDemand(storage: FileStorage, original: string, width: number): Promise<Buffer | null> {
  const key = variantKey(original, width);
  let made = making.get(key);
  if (!made) {
    made = (async () => {
      const data = await storage.readBuffer(original);
      if (!data) return null;
      const variants = await storeVariants(storage, original, data).catch(() => undefined);
      return variants?.find((variant) => variant.width === width)?.data ?? null;
    })().finally(() => making.delete(key));
    making.set(key, made);
  }
  return made;
}
