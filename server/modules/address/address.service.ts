import type { EntityManager } from '@mikro-orm/postgresql';
import { assignSent } from '../../common/partial.js';
import { NotFoundError, UnauthenticatedError } from '../../common/errors.js';
import { Service } from '../../common/service.js';
import { Address } from './address.entity.js';
import type { AddressInput } from './address.inputs.js';
import { run } from '../../common/sql.js';
import { lockCustomer } from './address.sql.js';

/**
 * The signed-in shopper's address book. Every query is scoped to the caller's own addresses: another
 * shopper's address id answers 404 exactly like an id that does not exist. Writes answer the whole
 * list (spec 7) and run in one transaction that first locks the customer's row, so two writes of one
 * customer never race on the default flags.
 */
export class AddressService extends Service {
  list(): Promise<Address[]> {
    return this.listOf(this.em, this.ownerId());
  }

  async get(id: number): Promise<Address> {
    return this.own(this.em, id);
  }

  create(input: AddressInput): Promise<Address[]> {
    return this.write(async (tx, ownerId) => {
      await this.clearDefaults(tx, ownerId, input);
      tx.create(Address, {
        customer: ownerId,
        firstName: input.firstName,
        lastName: input.lastName,
        country: input.country,
        contactNumber: input.contactNumber,
        address: input.address,
        defaultBilling: input.defaultBilling ?? false,
        defaultShipping: input.defaultShipping ?? false,
      });
    });
  }

  update(id: number, input: AddressInput): Promise<Address[]> {
    return this.write(async (tx, ownerId) => {
      const address = await this.own(tx, id);
      await this.clearDefaults(tx, ownerId, input, id);
      assignSent(address, input, ['firstName', 'lastName', 'country', 'contactNumber', 'address']);
      // A flag left out keeps its value; false unticks it.
      if (input.defaultBilling !== undefined && input.defaultBilling !== null) address.defaultBilling = input.defaultBilling;
      if (input.defaultShipping !== undefined && input.defaultShipping !== null) address.defaultShipping = input.defaultShipping;
    });
  }

  remove(id: number): Promise<Address[]> {
    return this.write(async (tx) => {
      tx.remove(await this.own(tx, id));
    });
  }

  private ownerId(): number {
    const principal = this.ctx.principal;
    if (principal?.kind !== 'customer') throw new UnauthenticatedError(this.ctx.authFailure);
    return principal.id;
  }

  private async own(em: EntityManager, id: number): Promise<Address> {
    const address = await em.findOne(Address, { id, customer: this.ownerId() });
    if (!address) throw new NotFoundError();
    return address;
  }

  private listOf(em: EntityManager, ownerId: number): Promise<Address[]> {
    return em.find(Address, { customer: ownerId }, { orderBy: { id: 'asc' } });
  }

  /** Ticking a default flag takes it from every other address of the customer. */
  private async clearDefaults(tx: EntityManager, ownerId: number, input: AddressInput, exceptId?: number): Promise<void> {
    const others = { customer: ownerId, ...(exceptId ? { id: { $ne: exceptId } } : {}) };
    if (input.defaultBilling) await tx.nativeUpdate(Address, { ...others, defaultBilling: true }, { defaultBilling: false });
    if (input.defaultShipping) await tx.nativeUpdate(Address, { ...others, defaultShipping: true }, { defaultShipping: false });
  }

  /** One transaction: lock the owner's row, do the work, flush once, answer the fresh list. */
  private write(work: (tx: EntityManager, ownerId: number) => Promise<void>): Promise<Address[]> {
    const ownerId = this.ownerId();
    return this.em.transactional(async (tx) => {
      await run(tx, lockCustomer, [ownerId]);
      await work(tx, ownerId);
      await tx.flush();
      return this.listOf(tx, ownerId);
    });
  }
}
