import { SwitchableCrudService } from '../../common/crud-service.js';
import { fieldError } from '../../common/errors.js';
import { isCountryCode } from '../../common/countries.js';
import { paginate, type ListOptions, type Page } from '../../common/pagination.js';
import { SharedCache } from '../../common/shared-cache.js';
import { keywordFilter, setNewTranslation, setTranslation, translate, type ContentLanguage } from '../../common/translations.js';
import { MESSAGES, MONEY_PATTERN } from '../../common/validation/rules.js';
import { normaliseMoney, optionalMoney } from '../../common/money.js';
import { ShippingMethod } from './shipping-method.entity.js';
import { shippingFee, type ShippingFeeRules } from './shipping-fee.js';
import type { ShippingMethodInput, ShippingOption } from './shipping.inputs.js';
import { useLanguage } from '../settings/index.js';

export { shippingFee, type ShippingFeeRules } from './shipping-fee.js';

export const SHIPPING_MESSAGES = {
  unavailable: 'The selected shipping method is not available.',
} as const;

/** What checkout keeps of a shipping method: its name and fee rules. */
export type CheckoutShippingMethod = Readonly<Pick<ShippingMethod, 'id' | 'name'> & ShippingFeeRules>;

/**
 * Every quote and order reads the chosen method: the enabled ones are shared until one is written, and
 * 5 seconds at most (another instance's change), like the settings.
 */
const enabledMethods = new SharedCache<ReadonlyMap<number, CheckoutShippingMethod>>(['ShippingMethod'], 5_000);

/** Admin list and checkout order: position, then age. */
const BY_POSITION = { order: 'asc', id: 'asc' } as const;

/**
 * Shipping methods (issue 6): back office CRUD, and what checkout needs: the enabled methods, one of
 * them checked, and the fee (shipping-fee.ts).
 */
export class ShippingService extends SwitchableCrudService<ShippingMethod> {
  protected readonly entity = ShippingMethod;

  /** Sorted by position unless the caller asks otherwise. */
  async list(options?: ListOptions, language?: string | null): Promise<Page<ShippingMethod>> {
    await useLanguage(this.ctx, language);
    return paginate(
      this.em,
      ShippingMethod,
      { ...options, sort: options?.sort || 'order', keyword: undefined },
      {
        sortable: ['id', 'order', 'enabled', 'fee', 'createdAt', 'updatedAt'],
        searchable: [],
        where: keywordFilter(options?.keyword, [], ['name']),
      },
    );
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
  async findEnabled(id: number | null | undefined, field = 'shippingMethodId'): Promise<CheckoutShippingMethod> {
    const method = Number.isInteger(id) ? (await this.enabledForCheckout()).get(id!) : undefined;
    if (!method) throw fieldError(field, SHIPPING_MESSAGES.unavailable);
    return method;
  }

  private enabledForCheckout(): Promise<ReadonlyMap<number, CheckoutShippingMethod>> {
    return enabledMethods.get(this.em, 'enabled', async () => {
      const methods = await this.em.find(ShippingMethod, { enabled: true });
      return new Map(
        methods.map((m) => [m.id, Object.freeze({ id: m.id, name: m.name, fee: m.fee, freeAbove: m.freeAbove ?? null, countryFees: m.countryFees })]),
      );
    });
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

  private apply(method: ShippingMethod, input: ShippingMethodInput, content: ContentLanguage, isNew: boolean): void {
    const write = isNew
      ? setNewTranslation
      : (map: ShippingMethod['name'], c: ContentLanguage, value: string | null | undefined) => setTranslation(map, c.language, value);
    method.enabled = input.enabled ?? method.enabled;
    if (input.order !== undefined && input.order !== null) method.order = input.order;
    if (input.fee !== undefined) method.fee = normaliseMoney(input.fee);
    if (input.freeAbove !== undefined) method.freeAbove = optionalMoney(input.freeAbove);
    if (input.countryFees) method.countryFees = input.countryFees.map(({ country, fee }) => ({ country, fee: normaliseMoney(fee) }));
    method.name = write(method.name, content, input.name);
    method.description = write(method.description, content, input.description);
  }
}
