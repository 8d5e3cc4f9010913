import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
  json: { id: string; event: string; created_at: string; data: Record<string, any> };
}

/** A receiver on loopback: answers what `answer` says for each request, keeps every request and counts its connections. */
export async function receiver(answer: (index: number) => number = () => 200) {
  const received: Received[] = [];
  let connections = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: req.headers, body, json: JSON.parse(body) });
      res.statusCode = answer(received.length - 1);
      res.end(res.statusCode < 300 ? 'thanks' : 'not now');
    });
  });
  server.on('connection', () => (connections += 1));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received,
    connections: () => connections,
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        // The shop keeps its connections alive: closed here, or close would wait for them.
        server.closeAllConnections();
      }),
  };
}

/** The README's check: HMAC of "<timestamp>.<body>", compared in constant time, timestamp at most 5 minutes old. */
export function verify(secret: string, received: Received): boolean {
  const timestamp = Number(received.headers['x-shop-timestamp']);
  if (!Number.isFinite(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > 300) return false;
  const expected = Buffer.from(`v1=${createHmac('sha256', secret).update(`${timestamp}.${received.body}`).digest('hex')}`);
  const given = Buffer.from(String(received.headers['x-shop-signature']));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Reads until `done` holds or `ms` pass (answers the last value read). */
export async function until<T>(read: () => T | Promise<T>, done: (value: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
