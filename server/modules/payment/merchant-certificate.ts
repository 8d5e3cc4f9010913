import { X509Certificate, createPrivateKey } from 'node:crypto';
import path from 'node:path';
import type { AppConfig } from '../../config/env.js';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { storageFor } from '../../storage/index.js';
import { BadRequestError, fieldError } from '../../common/errors.js';
import { Service } from '../../common/service.js';
import { readAtMost } from '../media/index.js';
import { UPLOAD_MESSAGES } from '../../../core/messages.js';

/** A certificate with its key and chain is a few KB; anything much larger is not one. */
export const MAX_PEM_BYTES = 64 * 1024;

export const PEM_MESSAGES = {
  required: 'Please choose a PEM file.',
  invalid: 'The file must be a valid PEM certificate or private key.',
  expired: 'The certificate has expired.',
  tooLarge: UPLOAD_MESSAGES.pemTooLarge,
} as const;

/** The GraphQL argument's name (the REST route shows it as `pem`). */
const FIELD = 'file';

/**
 * The merchant certificate's storage key: `private/...` is never served (DATA_DIR/private/merchant.pem,
 * readable by the server's user only, with the local driver; a private object in the bucket with s3, so
 * that every instance reads the same one).
 */
export const MERCHANT_CERTIFICATE_KEY = 'private/merchant.pem';

/** Where the local driver keeps it. */
export const merchantCertificatePath = (config: Pick<AppConfig, 'dataDir'>): string => path.join(config.dataDir, ...MERCHANT_CERTIFICATE_KEY.split('/'));

const PEM_BLOCK = /-----BEGIN ([A-Z0-9 ]+)-----\r?\n[\s\S]+?\r?\n-----END \1-----/g;

/**
 * Judges a PEM file: every block must parse (certificates with X509Certificate, keys with
 * createPrivateKey) and at least one must be a certificate or a private key. Answers the refusal's
 * message, or null when the file is good. A certificate past its end date is refused.
 */
export function pemProblem(data: Buffer, now = new Date()): string | null {
  const text = data.toString('utf8');
  const blocks = [...text.matchAll(PEM_BLOCK)];
  if (blocks.length === 0) return PEM_MESSAGES.invalid;
  let useful = 0;
  for (const [block, label] of blocks) {
    try {
      if (label === 'CERTIFICATE') {
        const certificate = new X509Certificate(block);
        if (new Date(certificate.validTo).getTime() < now.getTime()) return PEM_MESSAGES.expired;
        useful += 1;
      } else if (label.endsWith('PRIVATE KEY')) {
        createPrivateKey(block);
        useful += 1;
      }
    } catch {
      return PEM_MESSAGES.invalid;
    }
  }
  return useful > 0 ? null : PEM_MESSAGES.invalid;
}

/**
 * The merchant certificate (issue 6): uploaded, validated and kept outside the web root; the back
 * office can only learn whether a valid one is present, never read it back.
 */
export class MerchantCertificateService extends Service {
  /** Present and still valid (a stored certificate may have expired since). */
  async isPresent(): Promise<boolean> {
    try {
      const stored = await storageFor(this.ctx.runtime.config).readBuffer(MERCHANT_CERTIFICATE_KEY);
      return stored !== null && pemProblem(stored) === null;
    } catch {
      return false;
    }
  }

  /** Checks the upload, then replaces the stored file atomically; nothing is written unless it is good. */
  async upload(upload: Promise<FileUpload> | FileUpload | null | undefined): Promise<boolean> {
    if (!upload) throw fieldError(FIELD, PEM_MESSAGES.required);
    let file: FileUpload & { truncated?: boolean };
    try {
      file = await upload;
    } catch (error) {
      if ((error as { status?: number }).status === 413) throw fieldError(FIELD, PEM_MESSAGES.tooLarge);
      throw new BadRequestError('The upload could not be read.');
    }
    if (!file || typeof file.createReadStream !== 'function') throw fieldError(FIELD, PEM_MESSAGES.required);
    if (file.truncated) throw fieldError(FIELD, PEM_MESSAGES.tooLarge);
    const data = await readAtMost(file.createReadStream(), MAX_PEM_BYTES);
    if (!data) throw fieldError(FIELD, PEM_MESSAGES.tooLarge);
    if (data.length === 0) throw fieldError(FIELD, PEM_MESSAGES.required);
    const problem = pemProblem(data);
    if (problem) throw fieldError(FIELD, problem);

    // Replaced whole (a rename on disk, one PUT in a bucket): a reader never sees half a file.
    await storageFor(this.ctx.runtime.config).put(MERCHANT_CERTIFICATE_KEY, data, { private: true, contentType: 'application/x-pem-file' });
    return true;
  }
}
