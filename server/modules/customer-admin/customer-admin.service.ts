import { ConsentSource, recordConsent } from '../newsletter/index.js';
import { assignSent } from '../../common/partial.js';
import { randomBytes } from 'node:crypto';
import { LockMode, raw, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError, ValidationError, fieldError, type FieldErrors } from '../../common/errors.js';
import { escapeLike, paginate, type Page } from '../../common/pagination.js';
import { hashPassword } from '../../common/password.js';
import { refId } from '../../common/loaders.js';
import { SwitchableCrudService } from '../../common/crud-service.js';
import { MESSAGES } from '../../common/validation/rules.js';
import { Address } from '../address/index.js';
import { AdminAccount } from '../staff/index.js';
import { announceNewCustomer, Customer, EMAIL_TAKEN } from '../customer/index.js';
import { LeadStatus, queueLeadStatusMails } from '../lead-status/index.js';
import type { CustomerAddressInput, CustomerInput, CustomerListOptions } from './customer-admin.inputs.js';
import { linkConvertedLead } from '../lead/index.js';
import { endOtherSessions } from '../../common/sessions.js';
import { useLanguage } from '../settings/index.js';

/** A password nobody knows (imported customers without one): they set their own through password reset. */
export const unusablePassword = () => hashPassword(randomBytes(32).toString('hex'));

/**
 * The back office's customers (spec 3, permission customer_account): CRM fields, addresses, lead status.
 * Entering a lead status (on create, or when status_id changes) queues the status's trigger mails in
 * the same transaction as the change (modules/lead-status/lead-trigger.ts). Deleting a customer takes its
 * addresses with it (foreign key cascade).
 */
export class CustomerAdminService extends SwitchableCrudService<Customer> {
  protected readonly entity = Customer;

  list(options?: CustomerListOptions): Promise<Page<Customer>> {
    const where: Record<string, unknown>[] = [];
    if (options?.statusId) where.push({ status: options.statusId });
    if (options?.leadSource) where.push({ leadSource: options.leadSource });
    if (options?.adminId) where.push({ admin: options.adminId });
    if (options?.isSubscribe !== undefined && options?.isSubscribe !== null) where.push({ isSubscribe: options.isSubscribe });
    const keyword = options?.keyword?.trim();
    if (keyword) {
      const pattern = `%${escapeLike(keyword)}%`;
      // Names also match as "first last"; the lists (extra e-mails, mobiles, tags) as their JSON text.
      const text = (sql: string) => ({ [raw((alias: string) => sql.replace(/\$\./g, alias ? `${alias}.` : ''), [pattern])]: [] });
      where.push({
        $or: [
          { firstName: { $ilike: pattern } },
          { lastName: { $ilike: pattern } },
          { email: { $ilike: pattern } },
          { phone: { $ilike: pattern } },
          text(`($."first_name" || ' ' || $."last_name") ilike ?`),
          text(`$."emails"::text ilike ?`),
          text(`$."mobiles"::text ilike ?`),
          text(`$."tags"::text ilike ?`),
        ],
      });
    }
    return paginate(
      this.em,
      Customer,
      { ...options, keyword: undefined },
      {
        sortable: ['id', 'firstName', 'lastName', 'email', 'phone', 'enabled', 'isSubscribe', 'leadSource', 'createdAt', 'updatedAt'],
        searchable: [],
        where: where.length ? ({ $and: where } as never) : undefined,
      },
    );
  }

  get(id: number): Promise<Customer> {
    return this.find(id);
  }

  staffOptions(): Promise<AdminAccount[]> {
    return this.em.find(AdminAccount, { enabled: true }, { orderBy: { name: 'asc', id: 'asc' } });
  }

  async create(input: CustomerInput): Promise<Customer> {
    return this.save(null, input);
  }

  async update(id: number, input: CustomerInput): Promise<Customer> {
    await this.get(id);
    return this.save(id, input);
  }

  /**
   * Create (id null) or update, in one transaction: the customer, its address book and the trigger mails
   * of a newly entered status. `passwordHash` (imports) wins over input.password.
   */
  async save(id: number | null, input: CustomerInput, options: { passwordHash?: string; consentSource?: ConsentSource } = {}): Promise<Customer> {
    const content = await useLanguage(this.ctx);
    // An update carries only the fields it changes (absent: kept); a create carries every required one.
    const email: string | undefined = input.email === undefined ? undefined : input.email.toLowerCase();
    await this.checkReferences(id, input, email);
    const passwordHash = options.passwordHash ?? (input.password ? await hashPassword(input.password) : undefined);
    try {
      const saved = await this.em.transactional(async (tx) => {
        // The row lock keeps two saves of one customer from both seeing the old status.
        const customer = id === null ? null : await tx.findOne(Customer, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (id !== null && !customer) throw new NotFoundError();
        const target =
          customer ??
          tx.create(Customer, {
            firstName: input.firstName,
            lastName: input.lastName,
            email: email!,
            passwordHash: passwordHash ?? (await unusablePassword()),
          });
        const previousStatus = customer ? refId(customer.status) : null;
        const wasSubscribed = customer ? customer.isSubscribe : null;
        this.apply(tx, target, input, email);
        if (passwordHash) {
          target.passwordHash = passwordHash;
          // Staff setting a shopper's password ends the shopper's sessions (common/sessions.ts).
          if (customer) endOtherSessions(customer, 'customer', undefined);
        }
        await tx.flush();
        if (!customer) await announceNewCustomer(tx, target);
        if (input.addresses) await this.writeAddresses(tx, target, input.addresses);
        // Staff (or an import) changing the newsletter consent is part of the consent history.
        if (target.isSubscribe !== wasSubscribed) {
          const adminId = this.ctx.principal?.kind === 'admin' ? this.ctx.principal.id : null;
          recordConsent(tx, {
            email: target.email,
            customerId: target.id,
            subscribed: target.isSubscribe,
            source: options.consentSource ?? ConsentSource.admin,
            adminId,
          });
        }
        if (id === null && 'leadId' in input && input.leadId) await linkConvertedLead(tx, input.leadId, target);
        const statusId = refId(target.status);
        if (statusId !== null && statusId !== previousStatus) {
          const status = await tx.findOneOrFail(LeadStatus, { id: statusId });
          const adminId = refId(target.admin);
          const staff = adminId ? await tx.findOne(AdminAccount, { id: adminId }) : null;
          await queueLeadStatusMails(tx, target, status, staff, content.mainLanguage);
        }
        await tx.flush();
        return target;
      });
      this.ctx.loaders.clearAll();
      return saved;
    } catch (error) {
      // Two saves with one e-mail at the same moment: the loser gets the answer of the check above.
      if (error instanceof UniqueConstraintViolationException) throw fieldError('email', EMAIL_TAKEN);
      throw error;
    }
  }

  private apply(tx: EntityManager, customer: Customer, input: CustomerInput, email: string | undefined): void {
    const text = (value: string | null | undefined) => (value === undefined ? undefined : value || null);
    assignSent(customer, { ...input, email }, ['firstName', 'lastName', 'email', 'phone', 'leadSource']);
    if (input.enabled !== undefined && input.enabled !== null) customer.enabled = input.enabled;
    if (input.isSubscribe !== undefined && input.isSubscribe !== null) customer.isSubscribe = input.isSubscribe;
    if (input.emails !== undefined) customer.emails = (input.emails ?? []).filter(Boolean).map((e) => e.toLowerCase());
    if (input.mobiles !== undefined) customer.mobiles = (input.mobiles ?? []).filter(Boolean);
    if (input.tags !== undefined) customer.tags = (input.tags ?? []).filter(Boolean);
    if (input.gender !== undefined) customer.gender = input.gender ?? null;
    for (const key of ['jobTitle', 'department', 'officePhone', 'fax', 'website', 'statusDescription', 'leadSourceDescription', 'description'] as const) {
      const value = text(input[key]);
      if (value !== undefined) customer[key] = value;
    }
    if (input.statusId !== undefined) customer.status = tx.getReference(LeadStatus, input.statusId, { wrapped: true });
    if (input.adminId !== undefined) customer.admin = input.adminId ? tx.getReference(AdminAccount, input.adminId, { wrapped: true }) : null;
  }

  /** 422 for an unknown status or staff member, a taken e-mail, an address of someone else, two default flags. */
  private async checkReferences(id: number | null, input: CustomerInput, email: string | undefined): Promise<void> {
    const errors: FieldErrors = {};
    if (input.statusId !== undefined && !(await this.em.count(LeadStatus, { id: input.statusId }))) errors.statusId = MESSAGES.noSpecific;
    if (input.adminId && !(await this.em.count(AdminAccount, { id: input.adminId }))) errors.adminId = MESSAGES.noSpecific;
    if (email !== undefined && (await this.em.count(Customer, { email, ...(id ? { id: { $ne: id } } : {}) }))) errors.email = EMAIL_TAKEN;
    const addresses = input.addresses ?? [];
    const ownIds = new Set(id ? (await this.em.find(Address, { customer: id }, { fields: ['id'] })).map((a) => a.id) : []);
    addresses.forEach((address, index) => {
      if (address.id && !ownIds.has(address.id)) errors[`addresses.${index}.id`] = MESSAGES.noSpecific;
    });
    for (const flag of ['defaultBilling', 'defaultShipping'] as const) {
      const ticked = addresses.map((a, index) => (a[flag] ? index : -1)).filter((index) => index >= 0);
      ticked.slice(1).forEach((index) => (errors[`addresses.${index}.${flag}`] = MESSAGES.noRepeated));
    }
    if (Object.keys(errors).length) throw new ValidationError(errors);
  }

  /** The address book becomes exactly `inputs`: listed ids are changed, new ones added, the rest deleted. */
  private async writeAddresses(tx: EntityManager, customer: Customer, inputs: CustomerAddressInput[]): Promise<void> {
    const existing = await tx.find(Address, { customer: customer.id });
    const keep = new Set(inputs.map((a) => a.id).filter(Boolean));
    existing.filter((a) => !keep.has(a.id)).forEach((a) => tx.remove(a));
    for (const input of inputs) {
      const fields = {
        firstName: input.firstName,
        lastName: input.lastName,
        country: input.country,
        contactNumber: input.contactNumber,
        address: input.address,
        defaultBilling: input.defaultBilling ?? false,
        defaultShipping: input.defaultShipping ?? false,
      };
      const own = input.id ? existing.find((a) => a.id === input.id) : undefined;
      if (own) tx.assign(own, fields);
      else tx.create(Address, { customer: customer.id, ...fields });
    }
  }
}
