import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import type { Request, Response } from 'express';
import { parseMultipart } from '../../server/rest/multipart.js';

/**
 * A refused multipart body leaves no temporary file: a file part that follows a field over its cap, in
 * what the parser already holds, once opened a file after the answer had removed the others (a stranger
 * could fill the temp folder). Driven on parseMultipart itself with a request stream and an answer.
 */
const BOUNDARY = 'unitboundary';
const uploads = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('shop-upload-'));

// A temporary folder of this file's own (os.tmpdir() reads TMPDIR at each call): other test workers'
// uploads, in the machine's temporary folder at the same time, are neither counted nor removed here.
let sharedTmpdir: string | undefined;
let ownTmpdir: string;
beforeAll(() => {
  ownTmpdir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-multipart-'));
  sharedTmpdir = process.env.TMPDIR;
  process.env.TMPDIR = ownTmpdir;
});
afterAll(() => {
  if (sharedTmpdir === undefined) delete process.env.TMPDIR;
  else process.env.TMPDIR = sharedTmpdir;
  fs.rmSync(ownTmpdir, { recursive: true, force: true });
});

it('stores no file part that comes after the body was refused', async () => {
  const before = new Set(uploads());
  const request = Object.assign(new PassThrough(), { headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } });
  const answer = Object.assign(new EventEmitter(), { setHeader: () => undefined });
  const tooLong = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="alt"\r\n\r\n${'x'.repeat(1024 * 1024 + 1)}\r\n`;
  const file = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc\r\n--${BOUNDARY}--\r\n`;
  const parsed = parseMultipart(request as unknown as Request, answer as unknown as Response, { files: true });
  request.write(Buffer.from(tooLong + file));
  await expect(parsed).rejects.toMatchObject({ status: 413 });
  answer.emit('close');
  // File system calls queued after the file's open (a leftover appears once it is done) have answered.
  await Promise.all(Array.from({ length: 16 }, () => fs.promises.access(os.tmpdir())));
  expect(uploads().filter((name) => !before.has(name))).toEqual([]);
});

it('stores no file part that comes after the answer went (a client that left mid-body)', async () => {
  const before = new Set(uploads());
  const request = Object.assign(new PassThrough(), { headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } });
  const answer = Object.assign(new EventEmitter(), { setHeader: () => undefined });
  const parsed = parseMultipart(request as unknown as Request, answer as unknown as Response, { files: true });
  request.write(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="alt"\r\n\r\ntext\r\n`));
  answer.emit('close');
  request.end(
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc\r\n--${BOUNDARY}--\r\n`),
  );
  await expect(parsed).resolves.toMatchObject({ alt: 'text' });
  await Promise.all(Array.from({ length: 16 }, () => fs.promises.access(os.tmpdir())));
  expect(uploads().filter((name) => !before.has(name))).toEqual([]);
});
