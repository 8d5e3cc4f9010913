import { normaliseLanguage } from '../../common/translations.js';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { NotFoundError, fieldError } from '../../common/errors.js';
import { hashPassword } from '../../common/password.js';
import { Service } from '../../common/service.js';
import { announceNewCustomer } from './customer-created.js';
import { Customer } from './customer.entity.js';

export const EMAIL_TAKEN = 'The email has already been taken.';

/** What a new shopper gives at registration (already validated and trimmed). */
export interface NewShopper {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** Content language (their mail's); absent: the main language. */
  language?: string | null;
}

/** Shopper accounts. */
export class CustomerService extends Service {
  async get(id: number): Promise<Customer> {
    const customer = await this.em.findOne(Customer, { id });
    if (!customer) throw new NotFoundError();
    return customer;
  }

  /** The account with this e-mail (any case), or null. */
  findByEmail(email: string): Promise<Customer | null> {
    return this.em.findOne(Customer, { email: email.toLowerCase() });
  }

  /** Throws 422 on `email` when another account (not `exceptId`) already uses the address. */
  async assertEmailFree(email: string, exceptId?: number): Promise<void> {
    const taken = await this.em.count(Customer, { email: email.toLowerCase(), ...(exceptId ? { id: { $ne: exceptId } } : {}) });
    if (taken) throw fieldError('email', EMAIL_TAKEN);
  }

  /** A shopper's own sign-up: a new enabled account, e-mail stored lowercase, password hashed. */
  async register(input: NewShopper): Promise<Customer> {
    const email = input.email.toLowerCase();
    await this.assertEmailFree(email);
    const passwordHash = await hashPassword(input.password);
    try {
      return await this.em.transactional(async (tx) => {
        const customer = tx.create(Customer, {
          firstName: input.firstName,
          lastName: input.lastName,
          email,
          passwordHash,
          language: normaliseLanguage(input.language) || null,
          // Marketing consent only by double opt-in (the sign-up's newsletter box mails the confirmation link).
          isSubscribe: false,
        });
        await tx.flush();
        await announceNewCustomer(tx, customer);
        return customer;
      });
    } catch (error) {
      // Two sign-ups with one address at the same moment: the loser gets the same answer as above.
      if (error instanceof UniqueConstraintViolationException) throw fieldError('email', EMAIL_TAKEN);
      throw error;
    }
  }
}
