import { ForeignKeyConstraintViolationException, Reference, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SwitchableCrudService } from '../../common/crud-service.js';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError, fieldError, type FieldErrors } from '../../common/errors.js';
import { paginate, type ListOptions, type Page } from '../../common/pagination.js';
import { hashPassword } from '../../common/password.js';
import { keywordFilter, setNewTranslation, setTranslation, type ContentLanguage, type Translations } from '../../common/translations.js';
import { MESSAGES } from '../../common/validation/rules.js';
import { Warehouse } from '../warehouse/index.js';
import { mayDiscount } from './pos-counter.js';
import { Store, StoreRegister } from './store.entity.js';
import { POS_MESSAGES } from './store-messages.js';
import type { StoreInput, StoreRegisterInput } from './store.inputs.js';
import { run } from '../../common/sql.js';
import { namePlaceholderPrefixesSql } from './store.sql.js';
import { useLanguage } from '../settings/index.js';

type Write = (map: Translations, content: ContentLanguage, value: string | null | undefined) => Translations;
const writeNew: Write = setNewTranslation;
const writeExisting: Write = (map, content, value) => setTranslation(map, content.language, value);
const TEXTS = ['name', 'address', 'openingHours', 'receiptHeader', 'receiptFooter'] as const;

/**
 * Physical stores (issue 18) and their registers, saved whole in one transaction. A register that has
 * sold keeps its receipts (restrict): removing it from the form then refuses the save.
 */
export class StoreService extends SwitchableCrudService<Store> {
  protected readonly entity = Store;

  async list(options?: ListOptions, language?: string | null): Promise<Page<Store>> {
    await useLanguage(this.ctx, language);
    const page = await paginate(
      this.em,
      Store,
      { ...options, keyword: undefined },
      { sortable: ['id', 'enabled', 'phone', 'createdAt', 'updatedAt'], searchable: [], where: keywordFilter(options?.keyword, ['phone', 'email'], ['name']) },
    );
    // The registers of the whole page in one query.
    await this.em.populate(page.items, ['registers']);
    return page;
  }

  async get(id: number, language?: string | null): Promise<Store> {
    await useLanguage(this.ctx, language);
    const store = await this.em.findOne(Store, { id }, { populate: ['registers'] });
    if (!store) throw new NotFoundError();
    return store;
  }

  /** The storefront's stores page (GET /api/store): the enabled ones, by id. */
  /** Every store, enabled or not. */
  async all(): Promise<Store[]> {
    return this.em.find(Store, {}, { orderBy: { id: 'asc' } });
  }

  async storefront(language?: string | null): Promise<Store[]> {
    await useLanguage(this.ctx, language);
    return this.em.find(Store, { enabled: true }, { orderBy: { id: 'asc' } });
  }

  async create(input: StoreInput, language?: string | null): Promise<Store> {
    const content = await useLanguage(this.ctx, language);
    return this.save(async (em) => {
      const store = em.create(Store, { warehouse: em.getReference(Warehouse, input.warehouseId) });
      await this.apply(em, store, input, content, writeNew);
      return store;
    });
  }

  async update(id: number, input: StoreInput, language?: string | null): Promise<Store> {
    const content = await useLanguage(this.ctx, language);
    return this.save(async (em) => {
      const store = await em.findOne(Store, { id }, { populate: ['registers'] });
      if (!store) throw new NotFoundError();
      await this.apply(em, store, input, content, writeExisting);
      return store;
    });
  }

  private async apply(em: EntityManager, store: Store, input: StoreInput, content: ContentLanguage, write: Write): Promise<void> {
    const errors: FieldErrors = {};
    if (input.warehouseId !== undefined) {
      if (!(await em.count(Warehouse, { id: input.warehouseId }))) errors.warehouseId = MESSAGES.noSpecific;
      else store.warehouse = Reference.create(em.getReference(Warehouse, input.warehouseId));
    }
    if (input.registers) await this.checkPrefixes(em, store, input.registers, errors);
    if (Object.keys(errors).length) throw new ValidationError(errors);
    store.enabled = input.enabled ?? store.enabled;
    for (const key of TEXTS) store[key] = write(store[key], content, input[key]);
    if (input.phone !== undefined) store.phone = input.phone ?? '';
    if (input.email !== undefined) store.email = input.email ?? '';
    if (input.image !== undefined) store.image = input.image || null;
    if (input.approvalCode) {
      // A cashier (offlinestore alone) who set the code would approve their own discounts.
      if (!mayDiscount(this.ctx)) throw new ForbiddenError();
      store.approvalCodeHash = await hashPassword(input.approvalCode);
    }
    if (input.registers) this.applyRegisters(em, store, input.registers);
  }

  /** A prefix another store's register (or another row of the form) holds is refused on its row. */
  private async checkPrefixes(em: EntityManager, store: Store, registers: StoreRegisterInput[], errors: FieldErrors): Promise<void> {
    const wanted = registers.map((r) => r.prefix?.toUpperCase() || null);
    const own = store.id ? registers.map((r) => r.id).filter((id): id is number => !!id) : [];
    const taken = wanted.some(Boolean)
      ? await em.find(StoreRegister, { prefix: { $in: wanted.filter((p): p is string => !!p) }, ...(own.length ? { id: { $nin: own } } : {}) })
      : [];
    wanted.forEach((prefix, i) => {
      if (!prefix) return;
      if (taken.some((t) => t.prefix === prefix) || wanted.indexOf(prefix) !== i) errors[`registers.${i}.prefix`] = MESSAGES.noRepeated;
    });
  }

  private applyRegisters(em: EntityManager, store: Store, registers: StoreRegisterInput[]): void {
    const kept = new Set<number>();
    for (const row of registers) {
      const existing = row.id ? store.registers.getItems().find((r) => r.id === row.id) : undefined;
      const register = existing ?? em.create(StoreRegister, { store, name: row.name, prefix: '' });
      register.name = row.name;
      register.enabled = row.enabled ?? register.enabled;
      if (row.prefix) register.prefix = row.prefix.toUpperCase();
      if (existing) kept.add(existing.id);
    }
    for (const register of store.registers.getItems()) if (register.id && !kept.has(register.id)) em.remove(register);
  }

  /** One transaction; new registers without a prefix get `R{id}` once their id is known. */
  private async save(work: (em: EntityManager) => Promise<Store>): Promise<Store> {
    try {
      const id = await this.em.transactional(async (tx) => {
        const store = await work(tx);
        // A blank prefix must not collide before it gets its `R{id}`: a unique placeholder first.
        for (const register of store.registers.getItems()) if (!register.prefix) register.prefix = `~${Math.random().toString(36).slice(2, 12)}`;
        await tx.flush();
        await run(tx, namePlaceholderPrefixesSql, [store.id]);
        return store.id;
      });
      this.em.clear();
      return await this.get(id);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw fieldError('registers', MESSAGES.noRepeated);
      if (error instanceof ForeignKeyConstraintViolationException) throw new ConflictError(POS_MESSAGES.hasSales);
      throw error;
    }
  }

  /** All or nothing; a store (or register) that has sold keeps its receipts: disable it instead (409). */
  override async removeMany(ids: number[]): Promise<number> {
    try {
      return await this.em.transactional(async (tx) => {
        const stores = await this.findAll(ids, { em: tx });
        stores.forEach((store) => tx.remove(store));
        await tx.flush();
        return stores.length;
      });
    } catch (error) {
      if (error instanceof ForeignKeyConstraintViolationException) throw new ConflictError(POS_MESSAGES.hasSales);
      throw error;
    }
  }
}
