import { ConsentSource, NewsletterService } from '../newsletter/index.js';
import { UnauthenticatedError, TooManyRequestsError, fieldError } from '../../common/errors.js';
import type { Principal } from '../../common/context.js';
import { burnPasswordCheck, verifyPassword } from '../../common/password.js';
import { ALL_PERMISSIONS } from '../../common/permissions.js';
import { Service } from '../../common/service.js';
import { AdminAccount, grantedPermissions } from '../staff/index.js';
import { Customer, CustomerService } from '../customer/index.js';
import { readSettingsGroup } from '../settings/index.js';
import { type ThrottleRule, ThrottleService } from '../system/index.js';
import type { AuthToken, CurrentAdmin, LoginInput, RegisterInput } from './auth.inputs.js';
import { issueToken, type Audience } from './token.js';
import { run } from '../../common/sql.js';
import { purgeRevokedTokens, revokeToken } from './auth.sql.js';

/** The one answer to an unknown e-mail, a wrong password and a disabled account alike. */
export const BAD_CREDENTIALS = 'These credentials do not match our records.';

/** Lifetime used when the setting holds something unusable. */
const DEFAULT_LIFETIME_MINUTES = 120;
/** About one revocation in this many also deletes revocations of tokens that have expired anyway. */
const PURGE_EVERY = 50;

interface Account {
  id: number;
  sessionVersion: number;
  enabled: boolean;
  passwordHash?: string | null;
}

/**
 * Sign-up, sign-in, refresh and sign-out of shoppers and admins. Tokens are stateless JWTs (token.ts)
 * with the setting token_expired_time as lifetime; logout and refresh revoke a token by its jti in
 * revoked_token, which authenticate.ts consults on every request.
 */
/** The throttle key of login failures of one account from one client address (see signIn). */
export function loginThrottleKey(audience: Audience, email: string, clientAddress: string): string {
  return `${loginThrottlePrefix(audience, email)}${clientAddress}`;
}

/** The keys of every client address's login failures on the account start with this. */
export function loginThrottlePrefix(audience: Audience, email: string): string {
  return `login:${audience}:${email.toLowerCase()}|`;
}

export class AuthService extends Service {
  /** A new shopper account, signed in at once. */
  async register(input: RegisterInput): Promise<AuthToken> {
    await ThrottleService.of(this.ctx).consumePerAddress('register');
    const customer = await CustomerService.of(this.ctx).register(input);
    if (input.newsletter) {
      await NewsletterService.of(this.ctx).queueConfirmation(customer.email, input.language, ConsentSource.registration);
      await this.em.flush();
    }
    return this.issue('shopper', customer);
  }

  login(input: LoginInput): Promise<AuthToken> {
    return this.signIn('shopper', input, (email) => this.em.findOne(Customer, { email }));
  }

  adminLogin(input: LoginInput): Promise<AuthToken> {
    return this.signIn('admin', input, (email) => this.em.findOne(AdminAccount, { email }));
  }

  /**
   * The staff sign-in's check alone, under the same throttle and lockout, issuing no token: for a
   * sign-in page of another kind (the OAuth authorization server's, modules/oauth) that keeps its own session.
   */
  checkAdminCredentials(input: LoginInput): Promise<{ id: number; sessionVersion: number }> {
    return this.checkCredentials('admin', input, (email) => this.em.findOne(AdminAccount, { email }));
  }

  /** Revokes the caller's token: the same token gets 401 from now on. */
  async logout(kind: Principal['kind']): Promise<boolean> {
    try {
      await this.revoke(this.principal(kind));
    } finally {
      // Even a dead token's cookie goes: the browser is signed out whatever the server thought of it.
      this.ctx.sessionCookies?.ended(kind === 'admin' ? 'admin' : 'shopper');
    }
    return true;
  }

  /** A fresh token for the caller; the token used for the call is revoked (a token refreshes once). */
  async refresh(kind: Principal['kind']): Promise<AuthToken> {
    const principal = this.principal(kind);
    await this.revoke(principal);
    return this.issue(kind === 'admin' ? 'admin' : 'shopper', principal);
  }

  /** The signed-in shopper's account. */
  me(): Promise<Customer> {
    return CustomerService.of(this.ctx).get(this.principal('customer').id);
  }

  async currentAdmin(): Promise<CurrentAdmin> {
    const principal = this.principal('admin');
    const admin = await this.em.findOne(AdminAccount, { id: principal.id }, { populate: ['role'] });
    if (!admin) throw new UnauthenticatedError();
    const role = admin.role.getEntity();
    const permissionList: string[] = grantedPermissions(role);
    return {
      id: admin.id,
      name: admin.name,
      email: admin.email,
      roleId: role.id,
      role,
      permissionList,
      hiddenMenus: ALL_PERMISSIONS.filter((p) => !permissionList.includes(p)),
      maxAliveTime: await this.lifetimeMinutes(),
      expiredAt: principal.expiresAt,
    };
  }

  /**
   * Checks e-mail and password under the login throttle, counted per (account, client address) and per
   * client address, never per account alone: a stranger's failures cannot lock the owner out from
   * another address. Each (account, address) has `loginMaxFailures` free failures; then it waits
   * `loginDelaySeconds`, doubling with every further failure (capped at the window). The attempt is
   * counted before the password is checked (one atomic upsert per key), so concurrent guesses cannot
   * slip past the limit; a good password clears the pair's counter and takes the attempt back from the
   * address's. A refused attempt answers 429 whatever the password.
   */
  private async signIn(audience: Audience, input: LoginInput, find: (email: string) => Promise<Account | null>): Promise<AuthToken> {
    return this.issue(audience, await this.checkCredentials(audience, input, find));
  }

  /** The throttled e-mail and password check of signIn: the account, or the error signIn answers. */
  private async checkCredentials(audience: Audience, input: LoginInput, find: (email: string) => Promise<Account | null>): Promise<Account> {
    const email = input.email.toLowerCase();
    const { loginMaxFailures, loginMaxFailuresPerAddress, loginWindowMinutes, loginDelaySeconds } = this.ctx.runtime.config;
    const perPair: ThrottleRule = {
      key: loginThrottleKey(audience, email, this.ctx.clientAddress),
      limit: loginMaxFailures,
      windowMinutes: loginWindowMinutes,
    };
    const perAddress: ThrottleRule = {
      key: `login:address:${this.ctx.clientAddress}`,
      limit: loginMaxFailuresPerAddress,
      windowMinutes: loginWindowMinutes,
    };
    // The wait after the n-th failure: none up to the limit, then the base delay doubling each time.
    const waitAfter = (failures: number) => Math.min(loginDelaySeconds * 2 ** Math.min(failures - loginMaxFailures, 20), loginWindowMinutes * 60);
    const throttle = ThrottleService.of(this.ctx);
    const pairHits = await throttle.hit(perPair);
    const addressHits = await throttle.hit(perAddress);
    const allowed = addressHits <= perAddress.limit && (pairHits <= perPair.limit || (await throttle.takeTurn(perPair.key, waitAfter(pairHits))));
    if (!allowed) {
      // A refused attempt tests no password, so it must not count: otherwise a burst of refused
      // attempts would keep the address blocked long after the guessing stopped.
      await throttle.release(perPair.key);
      await throttle.release(perAddress.key);
      throw new TooManyRequestsError();
    }

    const account = await find(email);
    let valid = false;
    // The same argon2 work whether or not the account exists or has a password: timing tells nothing.
    if (account?.passwordHash) valid = await verifyPassword(account.passwordHash, input.password);
    else await burnPasswordCheck(input.password);
    if (!account || !valid || !account.enabled) {
      if (pairHits >= perPair.limit) await throttle.block(perPair.key, waitAfter(pairHits));
      throw fieldError('email', BAD_CREDENTIALS);
    }

    await throttle.clear(perPair.key);
    await throttle.release(perAddress.key);
    return account;
  }

  /** A new token for the account, in its current session version (also used by social login, modules/facebook). */
  async issue(audience: Audience, account: { id: number; sessionVersion: number }): Promise<AuthToken> {
    const issued = await issueToken(this.ctx.runtime.tokenSecret, audience, account.id, await this.lifetimeMinutes(), account.sessionVersion);
    // The web app's copy lives in an HttpOnly cookie (session-cookies.ts); API clients use the answer.
    this.ctx.sessionCookies?.issued(audience, issued.token);
    return { token: issued.token, expiredAt: issued.expiresAt };
  }

  /** The setting token_expired_time (minutes). */
  private async lifetimeMinutes(): Promise<number> {
    const minutes = Number((await readSettingsGroup(this.em, 'config')).tokenExpiredTime);
    return Number.isFinite(minutes) && minutes > 0 ? minutes : DEFAULT_LIFETIME_MINUTES;
  }

  private principal<K extends Principal['kind']>(kind: K): Extract<Principal, { kind: K }> {
    const principal = this.ctx.principal;
    if (!principal || principal.kind !== kind) throw new UnauthenticatedError(this.ctx.authFailure);
    return principal as Extract<Principal, { kind: K }>;
  }

  /**
   * Records the token's jti until its expiry. Only the first revocation wins: a token refreshed or
   * logged out meanwhile (two refreshes racing) is refused, so one token never yields two successors.
   */
  private async revoke(principal: Principal): Promise<void> {
    const rows = await run(this.em, revokeToken, [principal.tokenId, principal.expiresAt]);
    if (rows.length === 0) throw new UnauthenticatedError();
    if (Math.random() * PURGE_EVERY < 1) await run(this.em, purgeRevokedTokens);
  }
}
