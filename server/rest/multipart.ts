import busboy from 'busboy';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import Upload from 'graphql-upload/Upload.mjs';
import { HttpError, TOO_LARGE } from './body.js';

/** One file of a multipart request (413 beyond), the whole request, and the number of files. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_MULTIPART_BYTES = 32 * 1024 * 1024;
export const MAX_FILES = 20;
const MAX_FIELD_BYTES = 1024 * 1024;

const unreadable = () => new HttpError(400, 'Unreadable multipart body');

/** Counts the bytes passing through and fails past the limit (a chunked body declares no length). */
class ByteCap extends Transform {
  private seen = 0;
  constructor(private readonly limit: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.seen += chunk.length;
    done(this.seen > this.limit ? new HttpError(413, TOO_LARGE) : null, chunk);
  }
}

/**
 * Reads a multipart/form-data body into plain fields (repeated names and `name[]` become arrays) and
 * files as graphql-upload Upload objects, so a REST upload reaches a resolver exactly as a GraphQL
 * multipart upload does. Files stream to temporary files (never held whole in memory), removed when
 * the answer is sent. A file over MAX_UPLOAD_BYTES or a request over MAX_MULTIPART_BYTES is 413;
 * `files: false` (a route that takes no file) refuses any file part with 400.
 */
export function parseMultipart(req: Request, res: Response, options: { files: boolean }): Promise<Record<string, unknown>> {
  const temporary: { file: string; writer: WriteStream }[] = [];
  let answered = false;
  res.on('close', () => {
    answered = true;
    // A file's stream may still be opening or writing it when the answer goes: stopped, and the file
    // removed once the stream has closed its file (removed before, the opening would create it again
    // after: the pipeline's promise fails at once on destroy, before the open has finished).
    for (const { file, writer } of temporary) {
      if (!writer.closed) writer.once('close', () => void unlink(file).catch(() => undefined));
      else void unlink(file).catch(() => undefined);
      writer.destroy();
    }
  });
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      // Stop parsing; the rest of the body is discarded (never buffered) and the connection closed.
      req.unpipe();
      req.resume();
      res.setHeader('Connection', 'close');
      reject(error instanceof HttpError ? error : unreadable());
    };
    if (Number(req.headers['content-length']) > MAX_MULTIPART_BYTES) {
      fail(new HttpError(413, TOO_LARGE));
      return;
    }
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { fileSize: MAX_UPLOAD_BYTES, files: options.files ? MAX_FILES : 0, fields: 2000, fieldSize: MAX_FIELD_BYTES },
      });
    } catch {
      fail(unreadable());
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
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) fail(new HttpError(413, TOO_LARGE));
      else put(name, value);
    });
    parser.on('file', (name, stream, info) => {
      // Refused already: what the parser still holds of the body is read past, never stored (a file part
      // after a refused field would otherwise open a file after the answer had removed the others).
      // So is a part after the answer went (a client that left mid-body): no one would remove its file.
      if (settled || answered) {
        stream.resume();
        return;
      }
      const file = path.join(os.tmpdir(), `shop-upload-${randomBytes(12).toString('hex')}`);
      const writer = createWriteStream(file);
      const written = pipeline(stream, writer);
      temporary.push({ file, writer });
      let size = 0;
      stream.on('data', (chunk: Buffer) => (size += chunk.length));
      stream.on('limit', () => fail(new HttpError(413, TOO_LARGE)));
      const stored = written.then(() => {
        const upload = new Upload();
        upload.resolve({
          filename: info.filename,
          mimetype: info.mimeType,
          encoding: info.encoding,
          size,
          createReadStream: () => createReadStream(file),
        } as never);
        put(name, upload);
      });
      // A stream stopped by a refusal rejects; the parser may never close then: handled here, and still
      // seen by Promise.all when it does.
      stored.catch(() => undefined);
      pending.push(stored);
    });
    parser.on('filesLimit', () => fail(options.files ? new HttpError(413, TOO_LARGE) : new HttpError(400, 'This address takes no file')));
    parser.on('fieldsLimit', () => fail(new HttpError(413, TOO_LARGE)));
    parser.on('partsLimit', () => fail(new HttpError(413, TOO_LARGE)));
    parser.on('error', fail);
    parser.on('close', () => {
      Promise.all(pending).then(() => {
        if (settled) return;
        settled = true;
        resolve(body);
      }, fail);
    });
    const cap = new ByteCap(MAX_MULTIPART_BYTES);
    cap.on('error', fail);
    req.pipe(cap).pipe(parser);
  });
}
