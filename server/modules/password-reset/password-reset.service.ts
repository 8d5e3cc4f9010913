import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { fieldError } from '../../common/errors.js';
import { hashPassword } from '../../common/password.js';
import { Service } from '../../common/service.js';
import { queueMail } from '../../mail/mail.service.js';
import { CustomerService, isMailable } from '../customer/index.js';
import { loginThrottlePrefix } from '../auth/index.js';
import { ThrottleService } from '../system/index.js';
import { PasswordReset } from './password-reset.entity.js';
import type { PasswordResetRequestInput, PasswordResetStatus, ResetPasswordInput } from './password-reset.inputs.js';
import { run } from '../../common/sql.js';
import { setCustomerPassword } from './password-reset.sql.js';

/** How long a link works. */
export const RESET_LINK_MINUTES = 60;
/** The statuses of spec 7/8; the web shows their localized texts. */
export const RESET_STATUS = {
  sent: 'passwords.sent',
  reset: 'passwords.reset',
  throttled: 'passwords.throttled',
  token: 'passwords.token',
} as const;
/** The text of `passwords.token`, on the `token` field: invalid, expired or already used alike. */
export const INVALID_RESET_TOKEN = 'This password reset token is invalid.';

/** One link per e-mail per minute, and a few per client address (THROTTLE_RESET): mail is not a free resource. */
const PER_EMAIL = { limit: 1, windowMinutes: 1 };

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Password reset by mail (spec 3, 7, 8). The link carries a random 256-bit token of which only a hash
 * is stored; a new request replaces the customer's previous link, and a reset consumes it. Whether the
 * e-mail belongs to an account never shows: an unknown address gets the very same answer (and is
 * throttled the same way).
 */
export class PasswordResetService extends Service {
  async sendLink(input: PasswordResetRequestInput): Promise<PasswordResetStatus> {
    const email = input.email.toLowerCase();
    const throttle = ThrottleService.of(this.ctx);
    await throttle.consume({ key: `reset:email:${email}`, ...PER_EMAIL });
    await throttle.consumePerAddress('reset');

    const customer = await CustomerService.of(this.ctx).findByEmail(email);
    // An address the mailer would refuse gets no mail, and the same answer as any other.
    if (customer?.enabled && isMailable(customer.email)) {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + RESET_LINK_MINUTES * 60_000);
      const existing = await this.em.findOne(PasswordReset, { customer: customer.id });
      if (existing) {
        existing.tokenHash = sha256(token);
        existing.expiresAt = expiresAt;
        existing.createdAt = new Date();
      } else {
        this.em.create(PasswordReset, { customer: customer.id, tokenHash: sha256(token), expiresAt });
      }
      await queueMail(this.em, {
        template: 'passwordReset',
        to: customer.email,
        language: input.language,
        data: { name: customer.firstName, link: { url: this.resetUrl(token, customer.email) }, minutes: RESET_LINK_MINUTES },
      });
      await this.em.flush();
    }
    return { status: RESET_STATUS.sent };
  }

  /** Sets the new password when the token is the account's current one and still fresh; uses it up. */
  async reset(input: ResetPasswordInput): Promise<PasswordResetStatus> {
    const email = input.email.toLowerCase();
    const customer = await CustomerService.of(this.ctx).findByEmail(email);
    const pending = customer ? await this.em.findOne(PasswordReset, { customer: customer.id }) : null;
    if (!customer?.enabled || !pending || pending.expiresAt <= new Date() || !sameHash(sha256(input.token), pending.tokenHash)) {
      throw fieldError('token', INVALID_RESET_TOKEN);
    }
    const passwordHash = await hashPassword(input.password);
    await this.em.transactional(async (tx) => {
      // Deleting by id and hash is the single use: of two resets racing with one link, one deletes it.
      const used = await tx.nativeDelete(PasswordReset, { id: pending.id, tokenHash: pending.tokenHash });
      if (used !== 1) throw fieldError('token', INVALID_RESET_TOKEN);
      // The mailed link proves the mailbox, not a session: every session of the account ends (common/sessions.ts).
      await run(tx, setCustomerPassword, [passwordHash, customer.id]);
    });
    // The new password is known good: earlier failed logins of the account no longer count.
    await ThrottleService.of(this.ctx).clearPrefix(loginThrottlePrefix('shopper', email));
    return { status: RESET_STATUS.reset };
  }

  private resetUrl(token: string, email: string): string {
    const url = new URL('/reset-password', this.ctx.runtime.config.publicUrl);
    url.searchParams.set('token', token);
    url.searchParams.set('email', email);
    return url.toString();
  }
}

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}
