import { SESSION_AREA_HEADER } from '../../../app/cookies';
import { trackRequest } from '../../../app/loading';
import { UPLOAD_MESSAGES } from '../../../ui/validation/messages';

/** The merchant certificate endpoint (multipart field `pem`, admin token, permission payment). */
export const PEM_UPLOAD_URL = '/api/admin/upload/pem';
/** The server's limit (server/modules/payment/merchant-certificate.ts). */
export const MAX_PEM_BYTES = 64 * 1024;
export const PEM_TOO_LARGE = UPLOAD_MESSAGES.pemTooLarge;

/** Sends the file; resolves to null when stored, else to the server's message about it. */
export function uploadMerchantCertificate(file: File, fallback: string): Promise<string | null> {
  return trackRequest(async () => {
    if (file.size > MAX_PEM_BYTES) return PEM_TOO_LARGE;
    const body = new FormData();
    body.append('pem', file);
    // The admin's HttpOnly session cookie goes along (same origin).
    const response = await fetch(PEM_UPLOAD_URL, { method: 'POST', body, headers: { [SESSION_AREA_HEADER]: 'admin' }, credentials: 'same-origin' });
    if (response.ok) return null;
    const answer = (await response.json().catch(() => null)) as { errors?: Record<string, string[]>; message?: string; error?: string } | null;
    return answer?.errors?.pem?.[0] ?? Object.values(answer?.errors ?? {})[0]?.[0] ?? answer?.message ?? answer?.error ?? fallback;
  });
}
