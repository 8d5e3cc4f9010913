import express, { type NextFunction, type Request, type Response } from 'express';

/**
 * Limits on request bodies, shared by /api and /graphql. A JSON body is at most 1 MB (413 beyond) and
 * nests at most 32 levels (400 beyond: checked on the raw bytes before parsing, so no deep structure
 * is ever built and no recursive walk of the input can exhaust the stack).
 */
export const MAX_JSON_BYTES = 1024 * 1024;
export const MAX_JSON_DEPTH = 32;

/** A refusal with its HTTP status and a text for the client (server/app.ts's error handler sends it). */
export class HttpError extends Error {
  readonly expose = true;
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const TOO_LARGE = 'Request too large';
export const TOO_DEEP = 'The request body is nested too deeply';

/** Deepest nesting of objects and arrays in JSON text (brackets inside strings do not count). */
export function jsonDepth(text: Buffer, stopAbove = Infinity): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const byte = text[i];
    if (inString) {
      if (byte === 0x5c)
        i += 1; // backslash: skip the escaped character
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) inString = true;
    else if (byte === 0x7b || byte === 0x5b) {
      depth += 1;
      if (depth > deepest) deepest = depth;
      if (deepest > stopAbove) return deepest;
    } else if (byte === 0x7d || byte === 0x5d) depth -= 1;
  }
  return deepest;
}

/** express.json with the size and nesting caps. */
const libraryJsonBody = express.json({
  limit: MAX_JSON_BYTES,
  verify: (_req, _res, buffer) => {
    if (jsonDepth(buffer, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) throw new HttpError(400, TOO_DEEP);
  },
});

/** `application/json`, bare or in UTF-8: the body every client of the shop sends. */
const PLAIN_JSON = /^application\/json\s*(?:;\s*charset="?utf-8"?\s*)?$/i;

/** A refusal of an unreadable body, as body-parser makes it (its `type` is what a route may tell apart). */
function unreadable(status: number, type: string, message: string): Error {
  return Object.assign(new Error(message), { status, statusCode: status, type, expose: true });
}

/**
 * The JSON body of /graphql and /api, with the size and nesting caps. A plain body (application/json
 * in UTF-8, not compressed: what the web app, the partners and agents send) is read here in one pass;
 * anything else (another charset, a compressed body, another type) goes to express.json. Both refuse
 * alike: 413 over the cap (at once when the declared length says so), 400 for a body cut short, too
 * deep or not JSON, `req.body` left undefined without a body. body-parser wraps each request in
 * stream helpers and async resources: a tenth of the shop's floor (issue 47).
 */
export function jsonBody(req: Request, res: Response, next: NextFunction): void {
  const type = req.headers['content-type'];
  const encoding = req.headers['content-encoding'];
  if (!type || !PLAIN_JSON.test(type) || (encoding !== undefined && encoding.toLowerCase() !== 'identity') || req.readableEnded) {
    return void libraryJsonBody(req, res, next);
  }
  const declared = req.headers['content-length'];
  if (declared === undefined && req.headers['transfer-encoding'] === undefined) {
    req.body = undefined;
    return next();
  }
  const length = declared === undefined ? undefined : Number(declared);
  const tooLarge = () => unreadable(413, 'entity.too.large', 'request entity too large');
  if (length !== undefined && length > MAX_JSON_BYTES) return next(tooLarge());
  const chunks: Buffer[] = [];
  let received = 0;
  let answered = false;
  const done = (error?: unknown) => {
    if (answered) return;
    answered = true;
    next(error);
  };
  // Past the cap the rest is read and dropped, and the 413 given at its end, as body-parser does, so the
  // client reads the answer instead of a reset connection.
  req.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received <= MAX_JSON_BYTES) chunks.push(chunk);
  });
  req.once('error', () => done(unreadable(400, 'request.aborted', 'request aborted')));
  req.once('end', () => {
    if (received > MAX_JSON_BYTES) return done(tooLarge());
    if (length !== undefined && received !== length) return done(unreadable(400, 'request.size.invalid', 'request size did not match content length'));
    try {
      req.body = parseJson(chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, received));
    } catch (error) {
      return done(error);
    }
    done();
  });
}

/** body-parser's strict JSON: an object or an array (an empty body is `{}`), within the nesting cap. */
function parseJson(buffer: Buffer): unknown {
  if (jsonDepth(buffer, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) throw new HttpError(400, TOO_DEEP);
  if (buffer.length === 0) return {};
  const text = buffer.toString('utf8').replace(/^\uFEFF/, '');
  const first = /\S/.exec(text)?.[0];
  if (first !== '{' && first !== '[') throw unreadable(400, 'entity.parse.failed', `Unexpected token '${first}', is not valid JSON`);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw unreadable(400, 'entity.parse.failed', (error as Error).message);
  }
}

/** 413 at once, without reading a byte, when the declared length is over the limit. */
export function declaredLengthCap(limit: number) {
  return (req: Request, _res: Response, next: NextFunction) => {
    const declared = Number(req.headers['content-length']);
    next(Number.isFinite(declared) && declared > limit ? new HttpError(413, TOO_LARGE) : undefined);
  };
}
