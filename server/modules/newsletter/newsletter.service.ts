import { fieldError } from '../../common/errors.js';
import { Service } from '../../common/service.js';
import { normaliseLanguage } from '../../common/translations.js';
import { queueMail } from '../../mail/mail.service.js';
import { Customer } from '../customer/index.js';
import { ThrottleService } from '../system/index.js';
import { ConsentSource, recordConsent } from './consent.js';
import type { NewsletterConfirmInput, NewsletterSignUpInput, UnsubscribeInput } from './newsletter.inputs.js';
import { confirmSubscriptionUrl, verifySubscribeSignature, verifyUnsubscribeSignature } from './unsubscribe-link.js';
import { useLanguage } from '../settings/index.js';

export const INVALID_UNSUBSCRIBE_LINK = 'The unsubscribe link is invalid.';
export const INVALID_CONFIRM_LINK = 'The confirmation link is invalid.';

/** Where a sign-up came from (the footer box, the registration or the checkout opt-in); its link says. */
export type SignUpSource = ConsentSource.signup_form | ConsentSource.registration | ConsentSource.checkout;
const SIGN_UP_SOURCES: string[] = [ConsentSource.signup_form, ConsentSource.registration, ConsentSource.checkout];
const signUpSource = (value: string | null | undefined): SignUpSource =>
  SIGN_UP_SOURCES.includes(value ?? '') ? (value as SignUpSource) : ConsentSource.signup_form;

/**
 * Newsletter consent of customers (Customer.isSubscribe, with its history in consent_record): double
 * opt-in sign-up, and one-step unsubscribe from the signed link of every marketing mail.
 */
export class NewsletterService extends Service {
  /**
   * Sends the confirmation mail (double opt-in); nothing counts as subscribed before its link is opened.
   * The answer is the same for known and unknown addresses, and the operation is throttled per client.
   */
  async signUp(input: NewsletterSignUpInput): Promise<boolean> {
    await ThrottleService.of(this.ctx).consumePerAddress('newsletter');
    await this.queueConfirmation(input.email, input.language);
    await this.em.flush();
    return true;
  }

  /** The confirmation mail alone (registration and checkout opt-ins: already throttled by their own operation). */
  async queueConfirmation(email: string, language?: string | null, source: SignUpSource = ConsentSource.signup_form): Promise<void> {
    const content = await useLanguage(this.ctx, language);
    const address = email.trim().toLowerCase();
    await queueMail(this.em, {
      to: address,
      template: 'newsletterConfirm',
      language: content.language,
      data: { link: { url: confirmSubscriptionUrl(this.ctx.runtime, address, content.language, source) } },
    });
  }

  /** Opens the confirmation link: the address is subscribed from now on, and the consent recorded. */
  async confirm(input: NewsletterConfirmInput): Promise<boolean> {
    const email = input.email.trim().toLowerCase();
    if (!verifySubscribeSignature(this.ctx.runtime.tokenSecret, email, input.signature)) throw fieldError('signature', INVALID_CONFIRM_LINK);
    const language = normaliseLanguage(input.language) || null;
    await this.em.transactional(async (tx) => {
      const customer = await tx.findOne(Customer, { email });
      if (customer) {
        customer.isSubscribe = true;
        if (language && !customer.language) customer.language = language;
      }
      recordConsent(tx, { email, customerId: customer?.id, subscribed: true, source: signUpSource(input.source) });
      await tx.flush();
    });
    return true;
  }

  /**
   * Unsubscribes the address of a signed link. A valid link of an address without an account answers
   * the same success: the answer tells nothing about who has an account.
   */
  async unsubscribe(input: UnsubscribeInput): Promise<boolean> {
    const email = input.email.trim().toLowerCase();
    if (!verifyUnsubscribeSignature(this.ctx.runtime.tokenSecret, email, input.signature)) {
      throw fieldError('signature', INVALID_UNSUBSCRIBE_LINK);
    }
    await this.em.transactional(async (tx) => {
      const customer = await tx.findOne(Customer, { email });
      if (customer) customer.isSubscribe = false;
      recordConsent(tx, { email, customerId: customer?.id, subscribed: false, source: ConsentSource.unsubscribe_link });
      await tx.flush();
    });
    return true;
  }
}
