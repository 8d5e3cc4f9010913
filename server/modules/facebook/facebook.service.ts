import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { ForbiddenError, ValidationError } from '../../common/errors.js';
import { Service } from '../../common/service.js';
import { AuthService, type AuthToken } from '../auth/index.js';
import { announceNewCustomer, Customer } from '../customer/index.js';
import { readSettingsGroup } from '../settings/index.js';
import { FacebookTokenRejected, verifyFacebookToken, type FacebookUser } from './facebook-graph.js';
import { ThrottleService } from '../system/index.js';
import type { FacebookLoginInput } from './facebook.inputs.js';

/** The texts of spec 8 for a failed social login. */
export const LOGIN_FAIL = 'Login Fail';
export const UNREGISTERED = 'Unregistered account';
export const FACEBOOK_DISABLED = 'Facebook login is not enabled.';

const failure = (message: string) => new ValidationError({ accessToken: message }, message);

/**
 * Sign-in and sign-up with Facebook (setting group `facebook`). The server never trusts what the
 * browser says about the user: it asks the Graph API with the token, and matches the account by the
 * Facebook id it linked before, else by the e-mail Facebook confirmed.
 */
export class FacebookService extends Service {
  /** Signs in the account of the Facebook user; 'Unregistered account' when there is none. */
  async login(input: FacebookLoginInput): Promise<AuthToken> {
    const user = await this.verify(input.accessToken);
    const customer = await this.findAccount(user);
    if (!customer) throw failure(UNREGISTERED);
    return this.signIn(customer, user);
  }

  /** Creates the account from the Facebook profile and signs it in (an existing account just signs in). */
  async register(input: FacebookLoginInput): Promise<AuthToken> {
    await ThrottleService.of(this.ctx).consumePerAddress('register');
    const user = await this.verify(input.accessToken);
    const existing = await this.findAccount(user);
    if (existing) return this.signIn(existing, user);
    let customer: Customer;
    try {
      customer = await this.em.transactional(async (tx) => {
        const created = tx.create(Customer, {
          email: user.email!,
          firstName: user.firstName,
          lastName: user.lastName,
          facebookId: user.id,
          passwordHash: null,
        });
        await tx.flush();
        await announceNewCustomer(tx, created);
        return created;
      });
    } catch (error) {
      // The same person registering twice at once: the second one signs in on the next try.
      if (error instanceof UniqueConstraintViolationException) throw failure(LOGIN_FAIL);
      throw error;
    }
    return AuthService.of(this.ctx).issue('shopper', customer);
  }

  private async verify(accessToken: string): Promise<FacebookUser> {
    const settings = await readSettingsGroup(this.em, 'facebook');
    if (!settings.enabled) throw new ForbiddenError(FACEBOOK_DISABLED);
    if (!settings.fbClientId || !settings.fbClientSecret) throw failure(LOGIN_FAIL);
    try {
      const user = await verifyFacebookToken(
        this.ctx.runtime.config.facebookGraphUrl,
        { appId: settings.fbClientId, appSecret: settings.fbClientSecret },
        accessToken,
      );
      // Without a confirmed e-mail there is nothing to match or create an account by.
      if (!user.email || user.email.length > 255) throw failure(LOGIN_FAIL);
      return user;
    } catch (error) {
      if (error instanceof FacebookTokenRejected) throw failure(LOGIN_FAIL);
      throw error;
    }
  }

  private async findAccount(user: FacebookUser): Promise<Customer | null> {
    return (await this.em.findOne(Customer, { facebookId: user.id })) ?? (await this.em.findOne(Customer, { email: user.email! }));
  }

  private async signIn(customer: Customer, user: FacebookUser): Promise<AuthToken> {
    // An account already linked to another Facebook user is not this person's to enter.
    if (!customer.enabled || (customer.facebookId && customer.facebookId !== user.id)) throw failure(LOGIN_FAIL);
    if (!customer.facebookId) {
      customer.facebookId = user.id;
      await this.em.flush();
    }
    return AuthService.of(this.ctx).issue('shopper', customer);
  }
}
