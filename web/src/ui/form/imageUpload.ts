import { SESSION_AREA_HEADER } from '../../app/cookies';
import { trackRequest } from '../../app/loading';
import { UPLOAD_MESSAGES } from '../validation/messages';

/**
 * Sending a picture to the media endpoint (POST /api/admin/upload, multipart field `image`, admin
 * token) and the same checks the server makes, run first so a wrong file costs no upload.
 */
export const ADMIN_UPLOAD_URL = '/api/admin/upload';
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** The server's refusal of a picture over 10,000 pixels a side or 40 megapixels (shown translated). */
export const PICTURE_TOO_LARGE = UPLOAD_MESSAGES.pictureTooLarge;
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
const IMAGE_EXTENSIONS = /\.(png|jpe?g|gif|webp)$/i;

/** Why a file is refused before upload, in the server's order: size first, then type. */
export type ImageRefusal = 'tooLarge' | 'notImage';

export function checkImageFile(file: File): ImageRefusal | undefined {
  if (file.size > MAX_IMAGE_BYTES) return 'tooLarge';
  // Some systems give no MIME type: the name's extension decides then (the server sniffs the content anyway).
  const typed = file.type ? (IMAGE_TYPES as readonly string[]).includes(file.type) : IMAGE_EXTENSIONS.test(file.name);
  return typed ? undefined : 'notImage';
}

/** The server refused the upload; `message` is its own text. */
export class UploadRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadRefusedError';
  }
}

/** The first text of a failure body: the `image` field's error, any field error, then message / error. */
function failureText(body: unknown, fallback: string): string {
  if (!body || typeof body !== 'object') return fallback;
  const { errors, message, error } = body as { errors?: Record<string, unknown>; message?: unknown; error?: unknown };
  const first = (value: unknown): string | undefined =>
    typeof value === 'string' ? value : Array.isArray(value) ? value.find((v): v is string => typeof v === 'string') : undefined;
  if (errors && typeof errors === 'object') {
    const text = first(errors.image) ?? Object.values(errors).map(first).find(Boolean);
    if (text) return text;
  }
  return first(message) ?? first(error) ?? fallback;
}

/**
 * Uploads one picture; resolves to its stored path (e.g. /uploads/2025/01/3f9c...e1.png). Rejects with
 * UploadRefusedError carrying the server's message when the server says no, or with the network's own
 * error when the request could not be made.
 */
export function uploadImage(file: File, options: { url?: string; signal?: AbortSignal } = {}): Promise<string> {
  return trackRequest(async () => {
    const body = new FormData();
    body.append('image', file);
    // The admin's HttpOnly session cookie goes along (same origin).
    const response = await fetch(options.url ?? ADMIN_UPLOAD_URL, {
      method: 'POST',
      body,
      headers: { [SESSION_AREA_HEADER]: 'admin' },
      credentials: 'same-origin',
      signal: options.signal,
    });
    let answer: unknown;
    try {
      answer = await response.json();
    } catch {
      answer = undefined;
    }
    if (!response.ok) throw new UploadRefusedError(failureText(answer, `${response.status} ${response.statusText}`.trim()));
    const path = (answer as { path?: unknown } | undefined)?.path;
    if (typeof path !== 'string' || !path) throw new UploadRefusedError(failureText(answer, `${response.status} ${response.statusText}`.trim()));
    return path;
  });
}
