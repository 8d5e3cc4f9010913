import type { Action, Condition, LineFilter, Candidate } from '../promotion/index.js';
import { allocate, percentOf } from './allocation.js';

/** A line as the pipeline sees it: cents, and what line filters and conditions match on. */
export interface PipelineLine {
  productId: number;
  quantity: number;
  /** unit price (special price when set) x quantity, in cents. */
  totalCents: number;
  brandId: number | null;
  categoryIds: readonly number[];
}

/** Who buys, in what currency, and what they are known for (conditions read these). */
export interface PipelineFacts {
  now: number;
  signedIn: boolean;
  tierId: number | null;
  /** The membership tier's percent off every line (0: none); a line step before the line promotions. */
  tierPercent: number;
  firstOrder: boolean;
  currency: string;
  /** Unreleased uses of each promotion by this customer. */
  customerUses: ReadonlyMap<number, number>;
}

/** One discount share: which line (null: the shipping fee) and which promotion (null: the membership tier). */
export interface DiscountShare {
  line: number | null;
  promotionId: number | null;
  cents: number;
}

export interface PipelineResult {
  /** Cents off each line, in line order. */
  lineDiscounts: number[];
  shares: DiscountShare[];
  shippingDiscountCents: number;
  /** What the membership tier took off the lines. */
  tierDiscountCents: number;
  /** The promotions that did something, in the order they applied, with their cents and bonus points. */
  applied: { candidate: Candidate; cents: number; bonusPoints: number; freeShipping: boolean }[];
  /** Eligible together with an exclusive one: the shopper may not combine these. */
  conflict: boolean;
}

const LINE_ACTIONS = new Set<Action['type']>(['line_percent', 'line_amount', 'buy_x_get_y']);
const ORDER_ACTIONS = new Set<Action['type']>(['order_percent', 'order_amount']);

function matches(line: PipelineLine, filter: LineFilter): boolean {
  const any = filter.products.length || filter.categories.length || filter.brands.length;
  if (!any) return true;
  return (
    filter.products.includes(line.productId) ||
    (line.brandId !== null && filter.brands.includes(line.brandId)) ||
    line.categoryIds.some((id) => filter.categories.includes(id))
  );
}

/** The conditions that do not depend on the running subtotal (min_subtotal is checked when the promotion's turn comes). */
function staticConditionHolds(condition: Condition, lines: readonly PipelineLine[], facts: PipelineFacts): boolean {
  switch (condition.type) {
    case 'min_subtotal':
      return true;
    case 'min_quantity':
      return lines.reduce((sum, l) => sum + l.quantity, 0) >= condition.quantity;
    case 'products':
      return lines.some((l) => condition.ids.includes(l.productId));
    case 'categories':
      return lines.some((l) => l.categoryIds.some((id) => condition.ids.includes(id)));
    case 'brands':
      return lines.some((l) => l.brandId !== null && condition.ids.includes(l.brandId));
    case 'membership_tiers':
      return facts.tierId !== null && condition.ids.includes(facts.tierId);
    case 'signed_in':
      return facts.signedIn;
    case 'first_order':
      return facts.firstOrder;
    case 'currencies':
      return condition.codes.includes(facts.currency);
  }
}

/** Open now, not used up, within the customer's own limit, and every condition that can be told up front holds. */
export function eligible(candidate: Candidate, lines: readonly PipelineLine[], facts: PipelineFacts): boolean {
  if (candidate.startsAt !== null && candidate.startsAt > facts.now) return false;
  if (candidate.endsAt !== null && candidate.endsAt <= facts.now) return false;
  if (candidate.usageLimit !== null && candidate.taken >= candidate.usageLimit) return false;
  if (candidate.usageLimitPerCustomer !== null && (facts.customerUses.get(candidate.id) ?? 0) >= candidate.usageLimitPerCustomer) return false;
  if (!candidate.actions.length) return false;
  return candidate.conditions.every((c) => staticConditionHolds(c, lines, facts));
}

const byPriority = (a: Candidate, b: Candidate) => b.priority - a.priority || a.id - b.id;

/**
 * The ordered pipeline of issue 14 on lines already at their prices (special price applied):
 * 0. the membership tier's percent off each line;
 * 1. line promotions (percent or amount off matching lines, buy X get Y), by priority;
 * 2. order promotions on the subtotal as discounted so far, allocated to the lines in proportion;
 * 3. shipping promotions (free shipping) on the fee the discounted subtotal gives.
 * Each promotion's minimum subtotal is checked on the subtotal after the discounts before it. An
 * exclusive promotion applies alone: the first exclusive one by priority wins and `conflict` says
 * that others were eligible. Points and the grand total come after (price-order.ts).
 */
export function runPipeline(
  lines: readonly PipelineLine[],
  candidates: readonly Candidate[],
  facts: PipelineFacts,
  shippingFeeOf: (goodsCents: number) => number,
): PipelineResult & { shippingFeeCents: number } {
  const open = candidates.filter((c) => eligible(c, lines, facts)).sort(byPriority);
  const exclusive = open.find((c) => c.exclusive);
  const chosen = exclusive ? [exclusive] : open;
  const net = lines.map((l) => l.totalCents);
  const shares: DiscountShare[] = [];
  const effect = new Map<number, { cents: number; bonusPoints: number; freeShipping: boolean; order: number }>();
  const failedMinimum = new Set<number>();
  let order = 0;
  const subtotal = () => net.reduce((a, b) => a + b, 0);

  /** The promotion's turn: its minimum subtotal holds on what is left (checked once, at its first action). */
  const mayApply = (c: Candidate): boolean => {
    if (effect.has(c.id)) return true;
    if (failedMinimum.has(c.id)) return false;
    const minimum = c.conditions.find((x) => x.type === 'min_subtotal');
    if (minimum && subtotal() < minimum.cents) {
      failedMinimum.add(c.id);
      return false;
    }
    effect.set(c.id, { cents: 0, bonusPoints: 0, freeShipping: false, order: order++ });
    return true;
  };
  const give = (c: Candidate, line: number, cents: number) => {
    if (cents <= 0) return;
    const amount = Math.min(cents, net[line]);
    if (amount <= 0) return;
    net[line] -= amount;
    shares.push({ line, promotionId: c.id, cents: amount });
    effect.get(c.id)!.cents += amount;
  };

  // The membership tier's percent is the first line step (issue 14): a benefit of the customer, not a promotion, so it stays with an exclusive one.
  let tierDiscountCents = 0;
  if (facts.tierPercent > 0) {
    lines.forEach((_, i) => {
      const cents = Math.min(percentOf(net[i], facts.tierPercent), net[i]);
      if (cents <= 0) return;
      net[i] -= cents;
      tierDiscountCents += cents;
      shares.push({ line: i, promotionId: null, cents });
    });
  }
  for (const c of chosen) {
    const actions = c.actions.filter((a) => LINE_ACTIONS.has(a.type));
    if (!actions.length || !mayApply(c)) continue;
    for (const action of actions) applyLineAction(action, lines, net, (line, cents) => give(c, line, cents));
  }
  for (const c of chosen) {
    const actions = c.actions.filter((a) => ORDER_ACTIONS.has(a.type));
    if (!actions.length || !mayApply(c)) continue;
    for (const action of actions) {
      const base = subtotal();
      const cents = action.type === 'order_percent' ? percentOf(base, action.percent) : Math.min((action as { cents: number }).cents, base);
      allocate(cents, net).forEach((share, line) => give(c, line, share));
    }
  }
  const feeCents = shippingFeeOf(subtotal());
  let shippingDiscountCents = 0;
  for (const c of chosen) {
    const rest = c.actions.filter((a) => a.type === 'free_shipping' || a.type === 'bonus_points');
    if (!rest.length || !mayApply(c)) continue;
    const state = effect.get(c.id)!;
    for (const action of rest) {
      if (action.type === 'free_shipping') {
        state.freeShipping = true;
        const cents = feeCents - shippingDiscountCents;
        if (cents > 0) {
          shippingDiscountCents += cents;
          state.cents += cents;
          shares.push({ line: null, promotionId: c.id, cents });
        }
      } else if (action.type === 'bonus_points') {
        state.bonusPoints += action.points;
      }
    }
  }
  const applied = chosen
    .filter((c) => effect.has(c.id))
    .map((candidate) => ({ candidate, ...effect.get(candidate.id)! }))
    .filter((a) => a.cents > 0 || a.freeShipping || a.bonusPoints > 0)
    .sort((a, b) => a.order - b.order)
    .map(({ candidate, cents, bonusPoints, freeShipping }) => ({ candidate, cents, bonusPoints, freeShipping }));
  return {
    lineDiscounts: lines.map((l, i) => l.totalCents - net[i]),
    shares,
    shippingDiscountCents,
    tierDiscountCents,
    shippingFeeCents: feeCents,
    applied,
    conflict: Boolean(exclusive) && open.length > 1,
  };
}

/** One line action on the lines' current net amounts; `give` takes cents off a line (capped at what is left). */
function applyLineAction(action: Action, lines: readonly PipelineLine[], net: number[], give: (line: number, cents: number) => void): void {
  if (action.type === 'line_percent') {
    lines.forEach((l, i) => matches(l, action.filter) && give(i, percentOf(net[i], action.percent)));
  } else if (action.type === 'line_amount') {
    // The amount is off each unit of a matching line.
    lines.forEach((l, i) => matches(l, action.filter) && give(i, action.cents * l.quantity));
  } else if (action.type === 'buy_x_get_y') {
    // Counted per unit over every matching line: of each buy + get units, the cheapest get are free.
    const matching = lines.map((l, i) => ({ l, i })).filter(({ l }) => matches(l, action.filter) && l.quantity > 0);
    const units = matching.reduce((sum, { l }) => sum + l.quantity, 0);
    let free = Math.floor(units / (action.buy + action.get)) * action.get;
    matching.sort((a, b) => net[a.i] / a.l.quantity - net[b.i] / b.l.quantity || a.i - b.i);
    for (const { l, i } of matching) {
      if (free <= 0) break;
      const take = Math.min(free, l.quantity);
      free -= take;
      give(i, take === l.quantity ? net[i] : Math.round((net[i] * take) / l.quantity));
    }
  }
}
