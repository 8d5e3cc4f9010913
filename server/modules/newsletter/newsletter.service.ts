import { fieldError } from '../../common/errors.js';
import { Service } from '../../common/service.js';
import { Customer } from '../customer/customer.entity.js';
import type { UnsubscribeInput } from './newsletter.inputs.js';
import { verifyUnsubscribeSignature } from './unsubscribe-link.js';

export const INVALID_UNSUBSCRIBE_LINK = 'The unsubscribe link is invalid.';

/** Newsletter subscription of customers (Customer.isSubscribe). */
export class NewsletterService extends Service {
  /**
   * Unsubscribes the address of a signed link. A valid link of an address without an account answers
   * the same success: the answer tells nothing about who has an account.
   */
  async unsubscribe(input: UnsubscribeInput): Promise<boolean> {
    const email = input.email.toLowerCase();
    if (!verifyUnsubscribeSignature(this.ctx.runtime.tokenSecret, email, input.signature)) {
      throw fieldError('signature', INVALID_UNSUBSCRIBE_LINK);
    }
    await this.em.nativeUpdate(Customer, { email }, { isSubscribe: false });
    return true;
  }
}
