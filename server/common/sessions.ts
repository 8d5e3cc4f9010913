import type { Principal } from './context.js';

/**
 * Ending the other sessions of an account when its password changes (issue 12, section 3). Tokens carry
 * the account's session version (claim `sv`); authenticate.ts refuses a token whose version is not the
 * account's current one, in the statement that already reads the account, so a revocation reaches every
 * server instance at once and costs no statement. The token that made the change (`sessionJti`) is exempt:
 * the person who changed the password stays signed in, and their next refresh gets the new version.
 */
export interface SessionHolder {
  sessionVersion: number;
  sessionJti?: string | null;
}

/** Ends every session of the account but the caller's own, when the caller is that account. */
export function endOtherSessions(account: SessionHolder & { id: number }, kind: Principal['kind'], caller: Principal | undefined): void {
  account.sessionVersion += 1;
  account.sessionJti = caller?.kind === kind && caller.id === account.id ? caller.tokenId : null;
}

/** Whether a token of `version` (and id `jti`) is still one of the account's sessions. */
export function isCurrentSession(account: { session_version: number; session_jti: string | null }, version: number, jti: string): boolean {
  return account.session_version === version || account.session_jti === jti;
}
