import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { UnauthenticatedError, fieldError } from '../../common/errors.js';
import { assertCurrentPassword, hashPassword } from '../../common/password.js';
import { assignSent } from '../../common/partial.js';
import { Service } from '../../common/service.js';
import type { Customer } from './customer.entity.js';
import { CustomerService, EMAIL_TAKEN } from './customer.service.js';
import type { ProfileInput } from './profile.inputs.js';
import { endOtherSessions } from '../../common/sessions.js';

/** The signed-in shopper's own account data (the /account profile tab). */
export class ProfileService extends Service {
  /**
   * Changes the caller's e-mail, names, phone and gender, and the password when one is given. A new
   * e-mail or password needs the current password; a new password ends every other session of the
   * account, while the caller's own stays valid.
   */
  async update(input: ProfileInput): Promise<Customer> {
    const principal = this.ctx.principal;
    if (principal?.kind !== 'customer') throw new UnauthenticatedError(this.ctx.authFailure);
    const customers = CustomerService.of(this.ctx);
    const customer = await customers.get(principal.id);
    const email = (input.email ?? customer.email).toLowerCase();
    await customers.assertEmailFree(email, customer.id);
    if (email !== customer.email || input.password) await assertCurrentPassword(customer.passwordHash, input.currentPassword);
    customer.email = email;
    // Absent keeps (issue 21); validation has refused null and '' for the names.
    assignSent(customer, input, ['firstName', 'lastName', 'gender']);
    if (input.phone !== undefined) customer.phone = input.phone || null;
    if (input.password) {
      customer.passwordHash = await hashPassword(input.password);
      endOtherSessions(customer, 'customer', principal);
    }
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
