import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { SwitchableCrudService } from '../../common/crud-service.js';
import { ValidationError, fieldError, type FieldErrors } from '../../common/errors.js';
import { paginate, type ListOptions, type Page } from '../../common/pagination.js';
import { sanitizeRichText } from '../../common/rich-text.js';
import { SharedCache } from '../../common/shared-cache.js';
import { keywordFilter, setNewTranslation, setTranslation, translate, type ContentLanguage } from '../../common/translations.js';
import { MESSAGES } from '../../common/validation/rules.js';
import { PaymentKind, PaymentMethod } from './payment-method.entity.js';
import type { PaymentMethodInput, PaymentOption, StripeCredentials } from './payment.inputs.js';
import { useLanguage } from '../settings/index.js';

export type { StripeCredentials } from './payment.inputs.js';

export const PAYMENT_MESSAGES = {
  oneStripe: 'There can be only one Stripe payment method.',
  unavailable: 'The selected payment method is not available.',
} as const;

/** What checkout keeps of a payment method (never its secrets: the copy is shared between requests). */
export type CheckoutPaymentMethod = Readonly<Pick<PaymentMethod, 'id' | 'kind' | 'name' | 'instructions'>>;

/** The enabled methods, shared like the shipping methods (shipping.service.ts). */
const enabledMethods = new SharedCache<ReadonlyMap<number, CheckoutPaymentMethod>>(['PaymentMethod'], 5_000);

const BY_POSITION = { order: 'asc', id: 'asc' } as const;

/** Whether a write-only secret is stored (what the back office sees instead of the secret). */
export const isSecretSet = (value: string | null | undefined): boolean => typeof value === 'string' && value !== '';

/**
 * Payment methods (issue 6): back office CRUD, the storefront's choice, and for checkout the chosen
 * method and the Stripe credentials (server side only).
 */
export class PaymentMethodService extends SwitchableCrudService<PaymentMethod> {
  protected readonly entity = PaymentMethod;

  async list(options?: ListOptions, language?: string | null): Promise<Page<PaymentMethod>> {
    await useLanguage(this.ctx, language);
    return paginate(
      this.em,
      PaymentMethod,
      { ...options, sort: options?.sort || 'order', keyword: undefined },
      {
        sortable: ['id', 'order', 'kind', 'enabled', 'createdAt', 'updatedAt'],
        searchable: [],
        where: keywordFilter(options?.keyword, [], ['name']),
      },
    );
  }

  async get(id: number, language?: string | null): Promise<PaymentMethod> {
    await useLanguage(this.ctx, language);
    return this.find(id);
  }

  /** The storefront's methods: enabled ones in order, never a secret. */
  async options(language?: string | null): Promise<PaymentOption[]> {
    const content = await useLanguage(this.ctx, language);
    const methods = await this.em.find(PaymentMethod, { enabled: true }, { orderBy: BY_POSITION });
    return methods.map((method) => ({
      id: method.id,
      kind: method.kind,
      name: translate(method.name, content.language, content.mainLanguage),
      instructions: translate(method.instructions, content.language, content.mainLanguage),
      publishableKey: method.kind === PaymentKind.stripe ? (method.publishableKey ?? null) : null,
    }));
  }

  /** For checkout: the chosen method, which must exist and be enabled; else a field error on `field`. */
  async findEnabled(id: number | null | undefined, field = 'paymentMethodId'): Promise<CheckoutPaymentMethod> {
    const method = Number.isInteger(id) ? (await this.enabledForCheckout()).get(id!) : undefined;
    if (!method) throw fieldError(field, PAYMENT_MESSAGES.unavailable);
    return method;
  }

  private enabledForCheckout(): Promise<ReadonlyMap<number, CheckoutPaymentMethod>> {
    return enabledMethods.get(this.em, 'enabled', async () => {
      const methods = await this.em.find(PaymentMethod, { enabled: true });
      return new Map(methods.map((m) => [m.id, Object.freeze({ id: m.id, kind: m.kind, name: m.name, instructions: m.instructions })]));
    });
  }

  /**
   * Server side only: the Stripe keys of the enabled Stripe method, or null when there is none or its
   * keys are incomplete. `includeDisabled` reads a disabled one too (a webhook of a payment started
   * before the method was switched off must still be verified).
   */
  async stripeCredentials({ includeDisabled = false }: { includeDisabled?: boolean } = {}): Promise<StripeCredentials | null> {
    const method = await this.em.findOne(PaymentMethod, includeDisabled ? { kind: PaymentKind.stripe } : { kind: PaymentKind.stripe, enabled: true });
    if (!method?.publishableKey || !method.secretKey || !method.webhookSecret) return null;
    return { publishableKey: method.publishableKey, secretKey: method.secretKey, webhookSecret: method.webhookSecret };
  }

  async create(input: PaymentMethodInput, language?: string | null): Promise<PaymentMethod> {
    const content = await useLanguage(this.ctx, language);
    await this.assertOneStripe(input.kind);
    const method = this.em.create(PaymentMethod, { kind: input.kind, enabled: input.enabled ?? true });
    this.apply(method, input, content, true);
    await this.flush();
    return method;
  }

  async update(id: number, input: PaymentMethodInput, language?: string | null): Promise<PaymentMethod> {
    const content = await useLanguage(this.ctx, language);
    const method = await this.find(id);
    await this.assertOneStripe(input.kind, id);
    this.apply(method, input, content, false);
    await this.flush();
    return method;
  }

  /** A Stripe method without its keys cannot take payments, so it stays off. */
  protected override assertCanEnable(methods: PaymentMethod[]): void {
    const incomplete = methods.find((method) => Object.keys(missingStripeKeys(method)).length > 0);
    if (incomplete) throw new ValidationError({ ids: 'The Stripe payment method needs its keys before it can be enabled.' });
  }

  private apply(method: PaymentMethod, input: PaymentMethodInput, content: ContentLanguage, isNew: boolean): void {
    const write = isNew
      ? setNewTranslation
      : (map: PaymentMethod['name'], c: ContentLanguage, value: string | null | undefined) => setTranslation(map, c.language, value);
    method.kind = input.kind ?? method.kind;
    method.enabled = input.enabled ?? method.enabled;
    if (input.order !== undefined && input.order !== null) method.order = input.order;
    method.name = write(method.name, content, input.name);
    if (input.instructions !== undefined) {
      method.instructions = write(method.instructions, content, input.instructions === null ? null : sanitizeRichText(input.instructions));
    }
    if (method.kind === PaymentKind.stripe) {
      if (input.publishableKey !== undefined) method.publishableKey = input.publishableKey || null;
      // Write-only: an empty or absent secret keeps the stored one.
      if (input.secretKey) method.secretKey = input.secretKey;
      if (input.webhookSecret) method.webhookSecret = input.webhookSecret;
    } else {
      // Keys belong to Stripe only: a method that is no longer Stripe forgets them.
      method.publishableKey = null;
      method.secretKey = null;
      method.webhookSecret = null;
    }
    // An enabled Stripe method must be able to take payments.
    if (method.enabled) {
      const missing = missingStripeKeys(method);
      if (Object.keys(missing).length) throw new ValidationError(missing);
    }
  }

  private async assertOneStripe(kind: PaymentKind, exceptId?: number): Promise<void> {
    if (kind !== PaymentKind.stripe) return;
    const taken = await this.em.count(PaymentMethod, exceptId === undefined ? { kind } : { kind, id: { $ne: exceptId } });
    if (taken) throw fieldError('kind', PAYMENT_MESSAGES.oneStripe);
  }

  /** A concurrent create may slip past the check: the partial unique index still makes it a 422. */
  private async flush(): Promise<void> {
    try {
      await this.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw fieldError('kind', PAYMENT_MESSAGES.oneStripe);
      throw error;
    }
  }
}

/** The keys an enabled Stripe method lacks, as field errors (none for other kinds). */
function missingStripeKeys(method: PaymentMethod): FieldErrors {
  if (method.kind !== PaymentKind.stripe) return {};
  const errors: FieldErrors = {};
  if (!method.publishableKey) errors.publishableKey = MESSAGES.required;
  if (!isSecretSet(method.secretKey)) errors.secretKey = MESSAGES.required;
  if (!isSecretSet(method.webhookSecret)) errors.webhookSecret = MESSAGES.required;
  return errors;
}
