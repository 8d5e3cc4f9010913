import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { UnauthenticatedError, fieldError } from '../../common/errors.js';
import { hashPassword } from '../../common/password.js';
import { Service } from '../../common/service.js';
import type { Customer } from './customer.entity.js';
import { CustomerService, EMAIL_TAKEN } from './customer.service.js';
import type { ProfileInput } from './profile.inputs.js';

/** The signed-in shopper's own account data (the /account profile tab). */
export class ProfileService extends Service {
  /**
   * Changes the caller's e-mail, names, phone and gender, and the password when one is given. The
   * caller's sessions stay valid: changing the password here is the shopper's own act.
   */
  async update(input: ProfileInput): Promise<Customer> {
    const principal = this.ctx.principal;
    if (principal?.kind !== 'customer') throw new UnauthenticatedError(this.ctx.authFailure);
    const customers = CustomerService.of(this.ctx);
    const customer = await customers.get(principal.id);
    const email = input.email.toLowerCase();
    await customers.assertEmailFree(email, customer.id);
    customer.email = email;
    customer.firstName = input.firstName;
    customer.lastName = input.lastName;
    customer.phone = input.phone || null;
    customer.gender = input.gender ?? null;
    if (input.password) customer.passwordHash = await hashPassword(input.password);
    try {
      await this.em.flush();
    } catch (error) {
      // Another account took the address between the check and the write.
      if (error instanceof UniqueConstraintViolationException) throw fieldError('email', EMAIL_TAKEN);
      throw error;
    }
    return customer;
  }
}
