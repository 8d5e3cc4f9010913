import { createHmac } from 'node:crypto';

/** What the Graph API tells about the person behind a user access token. */
export interface FacebookUser {
  id: string;
  /** Facebook only answers a confirmed address, lowercased here; absent without the email scope. */
  email?: string;
  firstName: string;
  lastName: string;
}

export interface FacebookApp {
  appId: string;
  appSecret: string;
}

/** Any failure to vouch for the token: a refused or foreign token, a network error, a strange answer. */
export class FacebookTokenRejected extends Error {}

const TIMEOUT_MS = 10_000;

async function getJson(url: URL): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
  } catch (error) {
    throw new FacebookTokenRejected(`Graph API unreachable: ${(error as Error).message}`);
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok || !body || typeof body !== 'object') throw new FacebookTokenRejected(`Graph API answered ${response.status}`);
  return body;
}

/**
 * Checks a user access token with the Graph API at `baseUrl`: /debug_token (with the app's own
 * credentials) proves the token is valid and was issued to this shop's app, not to some other app
 * whose tokens a malicious site could replay; /me then gives the user's id, names and e-mail.
 */
export async function verifyFacebookToken(baseUrl: string, app: FacebookApp, accessToken: string): Promise<FacebookUser> {
  const debug = new URL(`${baseUrl}/debug_token`);
  debug.searchParams.set('input_token', accessToken);
  debug.searchParams.set('access_token', `${app.appId}|${app.appSecret}`);
  const data = (await getJson(debug)).data as Record<string, unknown> | undefined;
  if (!data || data.is_valid !== true || String(data.app_id) !== app.appId || !data.user_id) {
    throw new FacebookTokenRejected('The token is not valid for this app');
  }

  const me = new URL(`${baseUrl}/me`);
  me.searchParams.set('fields', 'id,name,email,first_name,last_name');
  me.searchParams.set('access_token', accessToken);
  // Proof that the call comes from the app's server (Facebook's "Require App Secret" option).
  me.searchParams.set('appsecret_proof', createHmac('sha256', app.appSecret).update(accessToken).digest('hex'));
  const user = await getJson(me);
  const id = typeof user.id === 'string' || typeof user.id === 'number' ? String(user.id) : '';
  if (!id || id !== String(data.user_id)) throw new FacebookTokenRejected('The profile does not match the token');
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const fullName = text(user.name);
  return {
    id,
    email: text(user.email).toLowerCase() || undefined,
    firstName: (text(user.first_name) || fullName.split(' ')[0] || 'Facebook').slice(0, 100),
    lastName: (text(user.last_name) || fullName.split(' ').slice(1).join(' ')).slice(0, 100),
  };
}
