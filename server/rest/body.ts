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
export const jsonBody = express.json({
  limit: MAX_JSON_BYTES,
  verify: (_req, _res, buffer) => {
    if (jsonDepth(buffer, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) throw new HttpError(400, TOO_DEEP);
  },
});

/** 413 at once, without reading a byte, when the declared length is over the limit. */
export function declaredLengthCap(limit: number) {
  return (req: Request, _res: Response, next: NextFunction) => {
    const declared = Number(req.headers['content-length']);
    next(Number.isFinite(declared) && declared > limit ? new HttpError(413, TOO_LARGE) : undefined);
  };
}
