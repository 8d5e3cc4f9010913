import { SwitchableCrudService } from '../../common/crud-service.js';
import { staffName } from '../../common/context.js';
import { NotFoundError, UnauthenticatedError, fieldError } from '../../common/errors.js';
import { fromCents, toCents } from '../../../core/decimal.js';
import { paginate, type ListOptions, type Page } from '../../common/pagination.js';
import { assignSent } from '../../common/partial.js';
import { unitOfWork } from '../../common/transaction.js';
import { keywordFilter, setNewTranslation, setTranslation, type ContentLanguage } from '../../common/translations.js';
import { MESSAGES } from '../../common/validation/rules.js';
import { Customer } from '../customer/index.js';
import { MembershipTier } from './membership-tier.entity.js';
import type { AssignTierInput, MembershipTierInput, MyMembership } from './membership.inputs.js';
import { setTier, tierStandings } from './membership-evaluation.js';
import { useLanguage } from '../settings/index.js';

const twoDecimals = (value: string) => fromCents(toCents(value));

/**
 * Membership tiers in the back office (permission `membershiptier`), staff assigning a customer's
 * tier, and the shopper's own membership with the progress to the next tier.
 */
export class MembershipService extends SwitchableCrudService<MembershipTier> {
  protected readonly entity = MembershipTier;

  async list(options?: ListOptions, language?: string | null): Promise<Page<MembershipTier>> {
    await useLanguage(this.ctx, language);
    return paginate(
      this.em,
      MembershipTier,
      { ...options, keyword: undefined },
      {
        sortable: ['id', 'level', 'spendingThreshold', 'discountPercent', 'enabled', 'createdAt', 'updatedAt'],
        searchable: [],
        where: keywordFilter(options?.keyword, [], ['name']),
      },
    );
  }

  async get(id: number, language?: string | null): Promise<MembershipTier> {
    await useLanguage(this.ctx, language);
    return this.find(id);
  }

  async create(input: MembershipTierInput, language?: string | null): Promise<MembershipTier> {
    const content = await useLanguage(this.ctx, language);
    const tier = this.em.create(MembershipTier, {});
    this.apply(tier, input, content, true);
    await this.em.flush();
    return tier;
  }

  async update(id: number, input: MembershipTierInput, language?: string | null): Promise<MembershipTier> {
    const content = await useLanguage(this.ctx, language);
    const tier = await this.find(id);
    this.apply(tier, input, content, false);
    await this.em.flush();
    return tier;
  }

  private apply(tier: MembershipTier, input: MembershipTierInput, content: ContentLanguage, isNew: boolean): void {
    assignSent(tier, input, ['level', 'periodMonths', 'durationMonths', 'enabled']);
    // Stored as the database answers them (two decimals), so a saved row reads the same as a loaded one.
    if (input.spendingThreshold !== undefined) tier.spendingThreshold = input.spendingThreshold ? twoDecimals(input.spendingThreshold) : null;
    if (input.discountPercent !== undefined) tier.discountPercent = twoDecimals(input.discountPercent || '0');
    if (input.pointsMultiplier !== undefined) tier.pointsMultiplier = twoDecimals(input.pointsMultiplier || '1');
    tier.enabled ??= true;
    const write = isNew
      ? setNewTranslation
      : (map: MembershipTier['name'], c: ContentLanguage, v: string | null | undefined) => setTranslation(map, c.language, v);
    tier.name = write(tier.name, content, input.name);
    tier.description = write(tier.description, content, input.description);
  }

  /** Staff give a customer a tier (for its duration from today) or none, with a remark kept in the change history. */
  async assign(customerId: number, input: AssignTierInput): Promise<Customer> {
    const customer = await this.em.findOne(Customer, { id: customerId });
    if (!customer) throw new NotFoundError();
    const tier = input.tierId == null ? null : await this.em.findOne(MembershipTier, { id: input.tierId });
    if (input.tierId != null && !tier) throw fieldError('tierId', MESSAGES.noSpecific);
    const adminName = staffName(this.ctx);
    await unitOfWork(this.em, (em) => setTier(em, customerId, tier?.id ?? null, tier?.durationMonths ?? 0, input.remark.trim(), adminName));
    return (await this.em.findOne(Customer, { id: customerId }, { refresh: true }))!;
  }

  /** The signed-in shopper's tier, expiry and progress to the next tier up that spending reaches. */
  async mine(language?: string | null): Promise<MyMembership> {
    await useLanguage(this.ctx, language);
    const principal = this.ctx.principal;
    if (principal?.kind !== 'customer') throw new UnauthenticatedError();
    const customer = await this.em.findOneOrFail(Customer, { id: principal.id }, { populate: ['membershipTier'] });
    const active = customer.membershipTier && (!customer.membershipExpiresAt || customer.membershipExpiresAt > new Date());
    const tier = active ? customer.membershipTier!.getEntity() : null;
    const standings = (await tierStandings(this.em, principal.id)).filter((t) => t.spending_threshold !== null);
    const next = standings.filter((t) => t.level > (tier?.level ?? 0)).sort((a, b) => a.level - b.level || a.id - b.id)[0];
    const nextTier = next ? await this.em.findOne(MembershipTier, { id: next.id }) : null;
    const spent = next ? next.spent : '0.00';
    const needCents = next ? toCents(next.spending_threshold!) : 0n;
    const spentCents = toCents(spent);
    const remaining = next ? fromCents(needCents > spentCents ? needCents - spentCents : 0n) : null;
    const progress = !next || needCents === 0n ? 100 : Math.min(100, Number((spentCents * 100n) / needCents));
    return {
      tier: tier && tier.enabled ? tier : null,
      expiresAt: active ? (customer.membershipExpiresAt ?? null) : null,
      nextTier,
      spent: fromCents(spentCents),
      remaining,
      progress,
    };
  }
}
