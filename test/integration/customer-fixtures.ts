import { TestShop, unique } from '../support/shop.js';

export const SHOPPER_PASSWORD = 'correct-horse-9';

export interface Shopper {
  email: string;
  password: string;
  token: string;
}

/** Registers a new shopper through REST and answers its e-mail, password and token. */
export async function registerShopper(shop: TestShop, overrides: Record<string, unknown> = {}): Promise<Shopper> {
  const email = `${unique('shopper')}@example.com`;
  const input = { first_name: 'Ada', last_name: 'Lovelace', email, password: SHOPPER_PASSWORD, password_confirmation: SHOPPER_PASSWORD, ...overrides };
  const answer = await shop.rest('POST', '/api/register', input);
  if (answer.status !== 201) throw new Error(`register failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { email: String(input.email).toLowerCase(), password: String(input.password), token: answer.body.token as string };
}

let lastOctets = Math.floor(Math.random() * 200);
/**
 * A client address no other test uses (for per-address throttles): the shops of these tests trust one
 * proxy hop (TRUST_PROXY=1), so X-Forwarded-For names the client.
 */
export function clientAddress(): Record<string, string> {
  lastOctets += 1;
  return { 'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.${Math.floor(lastOctets / 250) % 250}.${(lastOctets % 250) + 1}` };
}

/** Mail jobs queued for `to` with `template` (whether or not a worker ran them yet). */
export async function queuedMails(shop: TestShop, to: string, template: string): Promise<number> {
  const rows = await shop.em.execute<{ count: string }[]>(
    `select count(*) as count from job where type = 'mail' and payload->>'template' = ? and payload->'to' @> ?::jsonb`,
    [template, JSON.stringify([to])],
  );
  return Number(rows[0].count);
}

/** A GraphQL call from a client address of its own (see clientAddress). */
export async function gqlFrom(shop: TestShop, query: string, variables: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
  const response = await fetch(`${shop.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...clientAddress() },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as Record<string, unknown>;
}
