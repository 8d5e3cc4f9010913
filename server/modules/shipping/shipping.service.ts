import { NotFoundError, fieldError } from '../../common/errors.js';
import { isCountryCode } from '../../common/countries.js';
import { paginate, type ListOptions, type Page } from '../../common/pagination.js';
import { Service } from '../../common/service.js';
import { keywordFilter, setNewTranslation, setTranslation, translate, useLanguage, type ContentLanguage } from '../../common/translations.js';
import { MESSAGES } from '../../common/validation/rules.js';
import { MONEY_PATTERN } from '../product/product.inputs.js';
import { normaliseMoney, optionalMoney } from '../product/helpers/money.js';
import { ShippingMethod } from './shipping-method.entity.js';
import { shippingFee } from './shipping-fee.js';
import type { ShippingMethodInput, ShippingOption } from './shipping.inputs.js';

export { shippingFee, type ShippingFeeRules } from './shipping-fee.js';

export const SHIPPING_MESSAGES = {
  unavailable: 'The selected shipping method is not available.',
} as const;

/** Admin list and checkout order: position, then age. */
const BY_POSITION = { order: 'asc', id: 'asc' } as const;

/**
 * Shipping methods (issue 6): back office CRUD, and what checkout needs: the enabled methods, one of
 * them checked, and the fee (shipping-fee.ts).
 */
export class ShippingService extends Service {
  /** Sorted by position unless the caller asks otherwise. */
  async list(options?: ListOptions, language?: string | null): Promise<Page<ShippingMethod>> {
    await useLanguage(this.ctx, language);
    return paginate(this.em, ShippingMethod, { ...options, sort: options?.sort || 'order', keyword: undefined }, {
      sortable: ['id', 'order', 'enabled', 'fee', 'createdAt', 'updatedAt'],
      searchable: [],
      where: keywordFilter(options?.keyword, [], ['name']),
    });
  }

  async get(id: number, language?: string | null): Promise<ShippingMethod> {
    await useLanguage(this.ctx, language);
    return this.find(id);
  }

  /** For checkout: the enabled methods in their order (texts resolve in `language`). */
  async enabledMethods(language?: string | null): Promise<ShippingMethod[]> {
    await useLanguage(this.ctx, language);
    return this.em.find(ShippingMethod, { enabled: true }, { orderBy: BY_POSITION });
  }

  /**
   * For checkout: the chosen method, which must exist and be enabled; else a field error on `field`
   * (the checkout input's name for it).
   */
  async findEnabled(id: number | null | undefined, field = 'shippingMethodId'): Promise<ShippingMethod> {
    const method = Number.isInteger(id) ? await this.em.findOne(ShippingMethod, { id: id!, enabled: true }) : null;
    if (!method) throw fieldError(field, SHIPPING_MESSAGES.unavailable);
    return method;
  }

  /**
   * The storefront's choice of methods with their fees for a destination country (optional: the flat
   * fees) and an order subtotal in the base currency (optional: 0).
   */
  async options(country?: string | null, subtotal?: string | null, language?: string | null): Promise<ShippingOption[]> {
    const destination = country?.trim().toUpperCase() || null;
    if (destination && !isCountryCode(destination)) throw fieldError('country', MESSAGES.noSpecific);
    const amount = subtotal?.trim() || '0';
    if (!MONEY_PATTERN.test(amount)) throw fieldError('subtotal', MESSAGES.noSpecific);
    const content = await useLanguage(this.ctx, language);
    const methods = await this.enabledMethods(language);
    return methods.map((method) => ({
      id: method.id,
      name: translate(method.name, content.language, content.mainLanguage),
      description: translate(method.description, content.language, content.mainLanguage),
      fee: shippingFee(method, { country: destination, subtotal: amount }),
      freeAbove: method.freeAbove ?? null,
    }));
  }

  async create(input: ShippingMethodInput, language?: string | null): Promise<ShippingMethod> {
    const content = await useLanguage(this.ctx, language);
    const method = this.em.create(ShippingMethod, { fee: normaliseMoney(input.fee), enabled: input.enabled ?? true });
    this.apply(method, input, content, true);
    await this.em.flush();
    return method;
  }

  async update(id: number, input: ShippingMethodInput, language?: string | null): Promise<ShippingMethod> {
    const content = await useLanguage(this.ctx, language);
    const method = await this.find(id);
    this.apply(method, input, content, false);
    await this.em.flush();
    return method;
  }

  async remove(id: number): Promise<boolean> {
    await this.removeMany([id]);
    return true;
  }

  /** All or nothing: any missing id stops the batch. */
  async removeMany(ids: number[]): Promise<number> {
    const methods = await this.findAll(ids);
    methods.forEach((method) => this.em.remove(method));
    await this.em.flush();
    return methods.length;
  }

  /** Batch enable/disable (all or nothing). */
  async setEnabled(ids: number[], enabled: boolean): Promise<number> {
    const methods = await this.findAll(ids);
    methods.forEach((method) => (method.enabled = enabled));
    await this.em.flush();
    return methods.length;
  }

  private apply(method: ShippingMethod, input: ShippingMethodInput, content: ContentLanguage, isNew: boolean): void {
    const write = isNew
      ? setNewTranslation
      : (map: ShippingMethod['name'], c: ContentLanguage, value: string | null | undefined) => setTranslation(map, c.language, value);
    method.enabled = input.enabled ?? method.enabled;
    if (input.order !== undefined && input.order !== null) method.order = input.order;
    method.fee = normaliseMoney(input.fee);
    if (input.freeAbove !== undefined) method.freeAbove = optionalMoney(input.freeAbove);
    if (input.countryFees) method.countryFees = input.countryFees.map(({ country, fee }) => ({ country, fee: normaliseMoney(fee) }));
    method.name = write(method.name, content, input.name);
    method.description = write(method.description, content, input.description);
  }

  private async find(id: number): Promise<ShippingMethod> {
    const method = await this.em.findOne(ShippingMethod, { id });
    if (!method) throw new NotFoundError();
    return method;
  }

  private async findAll(ids: number[]): Promise<ShippingMethod[]> {
    const unique = [...new Set(ids)];
    const methods = unique.length ? await this.em.find(ShippingMethod, { id: { $in: unique } }) : [];
    if (methods.length !== unique.length) throw new NotFoundError();
    return methods;
  }
}
