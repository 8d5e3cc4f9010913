import busboy from 'busboy';
import { Readable } from 'node:stream';
import type { Request } from 'express';
import Upload from 'graphql-upload/Upload.mjs';
import { BadRequestError } from '../common/errors.js';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const MAX_FILES = 20;

/**
 * Reads a multipart/form-data body into plain fields (repeated names and `name[]` become arrays) and
 * files as graphql-upload Upload objects, so a REST upload reaches a resolver exactly as a GraphQL
 * multipart upload does. Files are held in memory up to MAX_UPLOAD_BYTES each.
 */
export function parseMultipart(req: Request): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_FILES, fields: 2000 } });
    } catch {
      reject(new BadRequestError('Unreadable multipart body'));
      return;
    }
    const body: Record<string, unknown> = {};
    const pending: Promise<void>[] = [];
    const put = (rawName: string, value: unknown) => {
      const isList = rawName.endsWith('[]');
      const name = isList ? rawName.slice(0, -2) : rawName;
      if (name in body || isList) {
        const current = body[name];
        body[name] = Array.isArray(current) ? [...current, value] : current === undefined ? [value] : [current, value];
      } else body[name] = value;
    };
    parser.on('field', (name, value) => put(name, value));
    parser.on('file', (name, stream, info) => {
      pending.push(
        new Promise<void>((done, fail) => {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', fail);
          stream.on('end', () => {
            const buffer = Buffer.concat(chunks);
            const upload = new Upload();
            upload.resolve({
              filename: info.filename,
              mimetype: info.mimeType,
              encoding: info.encoding,
              truncated: (stream as unknown as { truncated?: boolean }).truncated === true,
              size: buffer.length,
              createReadStream: () => Readable.from(buffer),
            } as never);
            put(name, upload);
            done();
          });
        }),
      );
    });
    parser.on('error', () => reject(new BadRequestError('Unreadable multipart body')));
    parser.on('close', () => {
      Promise.all(pending).then(() => resolve(body), () => reject(new BadRequestError('Unreadable multipart body')));
    });
    req.pipe(parser);
  });
}
