import http from 'node:http';
import https from 'node:https';
import type net from 'node:net';
import { WEBHOOK_URL_MESSAGES, checkedAddress, type CheckedAddress } from './webhook-url.js';

export const DELIVERY_TIMEOUT_MS = 10_000;
const EXCERPT_BYTES = 1024;
/** An idle kept-alive connection closes before a receiver's own idle timeout (Node's: 5 s) can close it under a request. */
const IDLE_CONNECTION_MS = 4_000;
/** A receiver's connections are let go this long after its last delivery. */
const UNUSED_AGENT_MS = 60_000;

export interface Outcome {
  statusCode: number | null;
  excerpt: string;
  durationMs: number;
}

/**
 * Kept-alive connections per receiver origin and checked address: a delivery reuses a connection made
 * to the address it checked, never one made to an address the name pointed at before, and a busy
 * receiver costs no TCP (and TLS) handshake per delivery.
 */
const agents = new Map<string, { agent: http.Agent; usedAt: number }>();
let lastSweep = 0;

function agentFor(url: URL, target: CheckedAddress): http.Agent {
  const now = Date.now();
  if (now - lastSweep > UNUSED_AGENT_MS) {
    lastSweep = now;
    for (const [key, pooled] of agents) {
      if (now - pooled.usedAt <= UNUSED_AGENT_MS) continue;
      pooled.agent.destroy();
      agents.delete(key);
    }
  }
  const key = `${url.origin} ${target.address}`;
  let pooled = agents.get(key);
  if (!pooled) {
    const options: http.AgentOptions = { keepAlive: true, timeout: IDLE_CONNECTION_MS, scheduling: 'lifo' };
    pooled = { agent: url.protocol === 'https:' ? new https.Agent(options) : new http.Agent(options), usedAt: now };
    agents.set(key, pooled);
  }
  pooled.usedAt = now;
  return pooled.agent;
}

/** Connects to the checked address whatever the name resolves to now (the check's answer is the connection's). */
function pinnedLookup(target: CheckedAddress): net.LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}

type Sent = { statusCode: number; excerpt: string } | { error: Error; staleConnection: boolean };

function send(url: URL, target: CheckedAddress, headers: Record<string, string>, body: string, deadline: number, method: string): Promise<Sent> {
  return new Promise((resolve) => {
    const client = url.protocol === 'https:' ? https : http;
    let answered = false;
    const request = client.request(url, { method, headers, agent: agentFor(url, target), lookup: pinnedLookup(target), family: target.family }, (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      let size = 0;
      // Read to the end even past the excerpt, so that the connection can serve the next delivery.
      response.on('data', (chunk: Buffer) => {
        if (size < EXCERPT_BYTES) chunks.push(chunk.subarray(0, EXCERPT_BYTES - size));
        size += chunk.length;
      });
      response.on('end', () => {
        clearTimeout(timer);
        resolve({ statusCode: response.statusCode ?? 0, excerpt: Buffer.concat(chunks).toString('utf8') });
      });
      response.on('error', (error) => {
        clearTimeout(timer);
        resolve({ error, staleConnection: false });
      });
    });
    const timer = setTimeout(() => request.destroy(new Error(`No answer within ${DELIVERY_TIMEOUT_MS / 1000} s`)), Math.max(0, deadline - Date.now()));
    request.on('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      // A kept-alive connection the receiver closed just as it was reused: nothing was answered, send again.
      const staleConnection = request.reusedSocket && !answered && (error.code === 'ECONNRESET' || error.code === 'EPIPE');
      resolve({ error, staleConnection });
    });
    request.end(body);
  });
}

/**
 * One POST to a receiver: its address resolved and checked now, connected to that address, no
 * redirect followed, answered within 10 s, else a failure. Never throws: a refusal or an error is
 * the outcome's excerpt, without a status code. `method`: another verb (the product feed's PATCH).
 */
export async function postDelivery(rawUrl: string, headers: Record<string, string>, body: string, allowLoopback: boolean, method = 'POST'): Promise<Outcome> {
  const started = performance.now();
  const deadline = Date.now() + DELIVERY_TIMEOUT_MS;
  const done = (statusCode: number | null, excerpt: string): Outcome => ({
    statusCode,
    excerpt: excerpt.replace(/\0/g, ''),
    durationMs: Math.round(performance.now() - started),
  });
  const url = new URL(rawUrl);
  let target: CheckedAddress | null;
  try {
    target = await checkedAddress(url, allowLoopback);
  } catch (error) {
    return done(null, (error as Error).message.slice(0, EXCERPT_BYTES));
  }
  if (!target) return done(null, WEBHOOK_URL_MESSAGES.address);
  const allHeaders = {
    ...headers,
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
    'user-agent': 'HarbourLaneShop-Webhooks/1',
  };
  let sent = await send(url, target, allHeaders, body, deadline, method);
  if ('error' in sent && sent.staleConnection) sent = await send(url, target, allHeaders, body, deadline, method);
  return 'error' in sent ? done(null, sent.error.message.slice(0, EXCERPT_BYTES)) : done(sent.statusCode, sent.excerpt);
}
