import dns from 'node:dns';
import net from 'node:net';

/**
 * Where a webhook may deliver (issue 23): `https`, or `http` to loopback only when
 * WEBHOOK_ALLOW_LOOPBACK=1 (development, tests). Private, link-local, loopback and other special
 * addresses are refused when a subscription is saved and again at each delivery, after resolving the
 * name, on the very address the connection uses (no DNS rebinding).
 */
export const WEBHOOK_URL_MESSAGES = {
  format: 'Please enter an https:// address.',
  address: 'This address is not reachable from the internet (private, loopback or link-local).',
} as const;

const BLOCKED_V4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
const BLOCKED_V6 = new net.BlockList();
BLOCKED_V6.addAddress('::', 'ipv6');
BLOCKED_V6.addAddress('::1', 'ipv6');
BLOCKED_V6.addSubnet('fc00::', 7, 'ipv6');
BLOCKED_V6.addSubnet('fe80::', 10, 'ipv6');
BLOCKED_V6.addSubnet('ff00::', 8, 'ipv6');
const BLOCKED = new net.BlockList();
for (const [address, prefix] of BLOCKED_V4) BLOCKED.addSubnet(address, prefix, 'ipv4');

export function isLoopback(address: string): boolean {
  if (net.isIPv4(address)) return address.startsWith('127.');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return address === '::1' || (mapped !== null && mapped[1].startsWith('127.'));
}

/** Whether the address is private, loopback, link-local or otherwise not a public one. */
export function isBlockedAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isBlockedAddress(mapped[1]);
  if (net.isIPv4(address)) return BLOCKED.check(address, 'ipv4');
  if (net.isIPv6(address)) return BLOCKED_V6.check(address, 'ipv6');
  return true;
}

/** The URL's form: null when acceptable, else the message. */
export function webhookUrlProblem(raw: string, allowLoopback: boolean): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return WEBHOOK_URL_MESSAGES.format;
  }
  if (url.username || url.password) return WEBHOOK_URL_MESSAGES.format;
  if (url.protocol === 'https:') return null;
  return url.protocol === 'http:' && allowLoopback ? null : WEBHOOK_URL_MESSAGES.format;
}

/** May a connection go to this resolved address, for this URL? */
export function addressAllowed(address: string, protocol: string, allowLoopback: boolean): boolean {
  if (allowLoopback && isLoopback(address)) return true;
  if (protocol === 'http:') return false;
  return !isBlockedAddress(address);
}

/** Resolves the URL's host and checks every address it names (at save). */
export async function assertDeliverable(raw: string, allowLoopback: boolean): Promise<string | null> {
  const problem = webhookUrlProblem(raw, allowLoopback);
  if (problem) return problem;
  const url = new URL(raw);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = net.isIP(host) ? [host] : (await dns.promises.lookup(host, { all: true })).map((a) => a.address);
  } catch {
    return WEBHOOK_URL_MESSAGES.address;
  }
  // Plain http is for loopback receivers only: anywhere else the scheme is what is wrong.
  if (url.protocol === 'http:' && !addresses.every(isLoopback)) return WEBHOOK_URL_MESSAGES.format;
  return addresses.length && addresses.every((a) => addressAllowed(a, url.protocol, allowLoopback)) ? null : WEBHOOK_URL_MESSAGES.address;
}

/** How long a checked address of a name serves later deliveries (each connects to that very address). */
export const CHECKED_ADDRESS_MS = 5_000;

export interface CheckedAddress {
  address: string;
  family: number;
}

const checkedAddresses = new Map<string, CheckedAddress & { until: number }>();

/**
 * The address a delivery connects to, resolved and checked at delivery (a subscription saved with a
 * public name that now resolves to a private address is refused); null when refused.
 * The caller connects to this very address, never to a second look-up of the name, so a DNS answer
 * that changes between check and connect (rebinding) cannot take a delivery inside. An allowed answer
 * serves the same name for CHECKED_ADDRESS_MS, sparing a look-up per delivery at hundreds a second.
 * Throws the resolver's error when the name does not resolve.
 */
export async function checkedAddress(url: URL, allowLoopback: boolean): Promise<CheckedAddress | null> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const family = net.isIP(host);
  if (family) return addressAllowed(host, url.protocol, allowLoopback) ? { address: host, family } : null;
  const key = `${url.protocol}${host}:${allowLoopback}`;
  const cached = checkedAddresses.get(key);
  if (cached && cached.until > Date.now()) return cached;
  const resolved = await dns.promises.lookup(host);
  if (!addressAllowed(resolved.address, url.protocol, allowLoopback)) {
    checkedAddresses.delete(key);
    return null;
  }
  // Bounded: subscriptions are few, so emptying it past 1,000 names costs a look-up each, nothing more.
  if (checkedAddresses.size > 1000) checkedAddresses.clear();
  checkedAddresses.set(key, { ...resolved, until: Date.now() + CHECKED_ADDRESS_MS });
  return resolved;
}
