import { DEFAULT_TIME_ZONE, addDays, startOfLocalDay } from '../../../core/shop-time.js';
import { readSettingsGroup, useLanguage } from '../settings/index.js';
import { randomBytes } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { SwitchableCrudService } from '../../common/crud-service.js';
import { ValidationError, type FieldErrors } from '../../common/errors.js';
import { paginate, type ListOptions, type Page } from '../../common/pagination.js';
import { assignSent } from '../../common/partial.js';
import { keywordFilter, setNewTranslation, setTranslation, type ContentLanguage } from '../../common/translations.js';
import { MESSAGES } from '../../common/validation/rules.js';
import { buildWorkbook, fileDownload, type FileDownload } from '../import-export/index.js';
import { forgetAutomaticPromotions } from './promotion-candidates.js';
import { Promotion, PromotionCode } from './promotion.entity.js';
import type { GenerateCodesInput, PromotionInput } from './promotion.inputs.js';
import { run } from '../../common/sql.js';
import { codeTakenSql, insertPromotionCodes, promotionUses } from './promotion.sql.js';

export const PROMOTION_MESSAGES = {
  codeTaken: 'The code has already been taken.',
  notCoupon: 'Only a coupon promotion has codes.',
} as const;

/** Code alphabet without look-alikes (0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
function randomCode(length = 10): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/**
 * Promotions and coupons in the back office (permission `promotion`). Everything the pricing pipeline
 * reads is checked here, every error at once: rule types and values, repeated conditions, the window,
 * a coupon code unique across shared and generated codes (case-insensitive).
 */
export class PromotionService extends SwitchableCrudService<Promotion> {
  protected readonly entity = Promotion;

  async list(options?: ListOptions, language?: string | null): Promise<Page<Promotion>> {
    await useLanguage(this.ctx, language);
    return paginate(
      this.em,
      Promotion,
      { ...options, keyword: undefined },
      {
        sortable: ['id', 'kind', 'code', 'priority', 'enabled', 'startsAt', 'endsAt', 'createdAt', 'updatedAt'],
        searchable: [],
        where: keywordFilter(options?.keyword, ['code'], ['name']),
      },
    );
  }

  async get(id: number, language?: string | null): Promise<Promotion> {
    await useLanguage(this.ctx, language);
    return this.find(id);
  }

  async create(input: PromotionInput, language?: string | null): Promise<Promotion> {
    const content = await useLanguage(this.ctx, language);
    const promotion = this.em.create(Promotion, { kind: input.kind });
    await this.apply(promotion, input, content, true);
    await this.flush();
    return promotion;
  }

  async update(id: number, input: PromotionInput, language?: string | null): Promise<Promotion> {
    const content = await useLanguage(this.ctx, language);
    const promotion = await this.find(id);
    await this.apply(promotion, input, content, false);
    await this.flush();
    return promotion;
  }

  private async apply(promotion: Promotion, input: PromotionInput, content: ContentLanguage, isNew: boolean): Promise<void> {
    const write = isNew
      ? setNewTranslation
      : (map: Promotion['name'], c: ContentLanguage, value: string | null | undefined) => setTranslation(map, c.language, value);
    // Conditions and actions were checked with the input's other rules (PromotionInput, CheckedBy).
    const errors: FieldErrors = {};
    const code = input.code === undefined ? promotion.code : input.code?.trim() || null;
    const kind = input.kind ?? promotion.kind;
    if (code && kind !== 'coupon') errors.code = PROMOTION_MESSAGES.notCoupon;
    else if (code && (await this.codeTaken(code, promotion.id))) errors.code = PROMOTION_MESSAGES.codeTaken;
    await this.applyLocalDays(input);
    const startsAt = input.startsAt === undefined ? promotion.startsAt : input.startsAt;
    const endsAt = input.endsAt === undefined ? promotion.endsAt : input.endsAt;
    if (startsAt && endsAt && endsAt <= startsAt) errors[input.endsOn !== undefined ? 'endsOn' : 'endsAt'] = MESSAGES.noSpecific;
    if (Object.keys(errors).length) throw new ValidationError(errors);

    assignSent(promotion, input, ['enabled', 'kind', 'startsAt', 'endsAt', 'priority', 'exclusive', 'usageLimit', 'usageLimitPerCustomer']);
    promotion.enabled ??= true;
    promotion.priority ??= 0;
    promotion.exclusive ??= false;
    if (input.code !== undefined) promotion.code = code;
    if (input.conditions !== undefined) promotion.conditions = (input.conditions ?? []).map((c) => ({ type: c.type, value: c.value ?? {} }));
    if (input.actions !== undefined) promotion.actions = (input.actions ?? []).map((a) => ({ type: a.type, value: a.value ?? {} }));
    promotion.name = write(promotion.name, content, input.name);
    promotion.description = write(promotion.description, content, input.description);
  }

  /** Days picked in the shop's time zone become UTC instants: the first day's midnight, the midnight after the last day. */
  private async applyLocalDays(input: PromotionInput): Promise<void> {
    if (input.startsOn === undefined && input.endsOn === undefined) return;
    const zone = await this.timeZone();
    if (input.startsOn !== undefined) input.startsAt = input.startsOn ? startOfLocalDay(input.startsOn, zone) : null;
    if (input.endsOn !== undefined) input.endsAt = input.endsOn ? startOfLocalDay(addDays(input.endsOn, 1), zone) : null;
  }

  async timeZone(): Promise<string> {
    return (await readSettingsGroup(this.em, 'basic')).timezone || DEFAULT_TIME_ZONE;
  }

  async usedOf(id: number): Promise<number> {
    const [row] = await run(this.em, promotionUses, [id]);
    return row.n;
  }

  private async codeTaken(code: string, exceptId?: number): Promise<boolean> {
    const [row] = await run(this.em, codeTakenSql, [code, exceptId ?? 0, code]);
    return row.taken;
  }

  /** A concurrent save may take the code between the check and the insert: still a 422, never a 500. */
  private async flush(): Promise<void> {
    try {
      await this.em.flush();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new ValidationError({ code: PROMOTION_MESSAGES.codeTaken });
      throw error;
    } finally {
      forgetAutomaticPromotions(this.em);
    }
  }

  /** A batch of single-use codes (random, unique across every code of the shop): answers how many were made. */
  async generateCodes(id: number, input: GenerateCodesInput): Promise<number> {
    const promotion = await this.find(id);
    if (promotion.kind !== 'coupon') throw new ValidationError({ count: PROMOTION_MESSAGES.notCoupon });
    const prefix = input.prefix?.trim() ?? '';
    const codes = new Set<string>();
    while (codes.size < input.count) codes.add(`${prefix}${randomCode()}`);
    // A clash with an existing code (about 1 in 10^14 per code) skips that code; the loop tops up.
    let made = 0;
    for (let attempt = 0; made < input.count && attempt < 5; attempt += 1) {
      const batch = attempt === 0 ? [...codes] : Array.from({ length: input.count - made }, () => `${prefix}${randomCode()}`);
      const rows = await run(this.em, insertPromotionCodes, [id, JSON.stringify(batch)]);
      made += rows.length;
    }
    return made;
  }

  /** The promotion's generated codes as .xlsx (code, used, order id). */
  async exportCodes(id: number): Promise<FileDownload> {
    const promotion = await this.find(id);
    const codes = await this.em.find(PromotionCode, { promotion: promotion.id }, { orderBy: { id: 'asc' } });
    const data = await buildWorkbook([
      {
        name: 'codes',
        columns: [{ key: 'code' }, { key: 'used' }, { key: 'order_id' }],
        rows: codes.map((c) => ({ code: c.code, used: c.orderId != null, order_id: c.orderId ?? '' })),
      },
    ]);
    return fileDownload(`promotion ${promotion.id} codes.xlsx`, data);
  }

  override async removeMany(ids: number[]): Promise<number> {
    try {
      return await super.removeMany(ids);
    } finally {
      forgetAutomaticPromotions(this.em);
    }
  }

  override async setEnabled(ids: number[], enabled: boolean): Promise<number> {
    try {
      return await super.setEnabled(ids, enabled);
    } finally {
      forgetAutomaticPromotions(this.em);
    }
  }
}
