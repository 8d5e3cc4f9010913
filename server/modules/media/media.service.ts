import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { BadRequestError, fieldError } from '../../common/errors.js';
import { Service } from '../../common/service.js';
import { MESSAGES } from '../../common/validation/rules.js';
import { pictureTooLarge, sniffImage } from './image-format.js';
import type { UploadedImage } from './media.inputs.js';
import { storageFor } from '../../storage/index.js';
import { sizedPictureName } from '../../../core/picture-variants.js';
import { displayedSize, makeVariants, putVariants } from '../../storage/image-variants.js';
import { UPLOAD_MESSAGES } from '../../../core/messages.js';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const IMAGE_MESSAGES = {
  required: MESSAGES.requiredImage,
  notImage: 'The file must be an image (PNG, JPEG, GIF or WebP).',
  tooLarge: 'The image may not be greater than 5 MB.',
  tooManyPixels: UPLOAD_MESSAGES.pictureTooLarge,
} as const;

/** The GraphQL argument's name: error messages name it (the REST route shows it as `image`). */
const FIELD = 'file';

/** A file upload as the REST gateway's multipart reader gives it: it says when busboy cut the file. */
type ReceivedFile = FileUpload & { truncated?: boolean };

/** Reads at most `limit` bytes; `undefined` when the stream holds more (or was cut at the transport's limit). */
export async function readAtMost(stream: Readable, limit: number): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size > limit) return undefined; // leaving the loop destroys the stream
      chunks.push(buffer);
    }
  } catch (error) {
    // graphql-upload fails the stream with 413 when the file passed its transport limit.
    if ((error as { status?: number }).status === 413) return undefined;
    throw new BadRequestError('The upload could not be read.');
  }
  return Buffer.concat(chunks);
}

export class MediaService extends Service {
  /**
   * Checks and stores one picture: PNG, JPEG, GIF or WebP by its content (the client's name and MIME
   * type are ignored), at most 5 MB, at most 10,000 pixels a side and 40 megapixels (as its header
   * says), saved under a random name with the extension of its real type, with the 320/640/1280 px WebP
   * variants it reaches beside it. Nothing is written unless every check passed.
   */
  async uploadImage(upload: Promise<FileUpload> | FileUpload | null | undefined): Promise<UploadedImage> {
    if (!upload) throw fieldError(FIELD, IMAGE_MESSAGES.required);
    let file: ReceivedFile;
    try {
      file = await upload;
    } catch (error) {
      // graphql-upload rejects the upload when the request ended before the file (malformed multipart).
      if ((error as { status?: number }).status === 413) throw fieldError(FIELD, IMAGE_MESSAGES.tooLarge);
      throw new BadRequestError('The upload could not be read.');
    }
    if (!file || typeof file.createReadStream !== 'function') throw fieldError(FIELD, IMAGE_MESSAGES.required);
    if (file.truncated) throw fieldError(FIELD, IMAGE_MESSAGES.tooLarge);

    const data = await readAtMost(file.createReadStream(), MAX_IMAGE_BYTES);
    if (!data) throw fieldError(FIELD, IMAGE_MESSAGES.tooLarge);
    if (data.length === 0) throw fieldError(FIELD, IMAGE_MESSAGES.required);
    const format = sniffImage(data);
    if (!format) throw fieldError(FIELD, IMAGE_MESSAGES.notImage);
    // A header without a size is no picture a browser could show either.
    if (!format.width || !format.height) throw fieldError(FIELD, IMAGE_MESSAGES.notImage);
    if (pictureTooLarge(format.width, format.height)) throw fieldError(FIELD, IMAGE_MESSAGES.tooManyPixels);

    // The resized WebP copies the storefront's srcset names (storage/image-variants.ts), of the widths the
    // picture reaches. A file whose header passed but whose pixels sharp cannot decode gets none (a browser
    // cannot show it either) and is named with its header's size.
    const size = await displayedSize(data).catch(() => ({ width: format.width!, height: format.height! }));
    const variants = await makeVariants(data, size.width).catch(() => []);
    const now = new Date();
    const folder = [String(now.getUTCFullYear()), String(now.getUTCMonth() + 1).padStart(2, '0')];
    // 128 random bits: a name is never reused, so a stored file never changes (immutable caching). The
    // size in the name tells the storefront which variants exist (core/picture-variants.ts).
    const name = sizedPictureName(randomBytes(16).toString('hex'), size.width, size.height, format.extension);
    const key = `uploads/${folder.join('/')}/${name}`;
    // Local disk or the bucket (STORAGE_DRIVER): every instance serves it afterwards.
    const storage = storageFor(this.ctx.runtime.config);
    await storage.put(key, data, { contentType: format.mimeType });
    await putVariants(storage, key, variants);

    return {
      path: `/${key}`,
      url: storage.publicUrl(key),
      width: format.width,
      height: format.height,
      size: data.length,
      mimeType: format.mimeType,
    };
  }
}
