import type { AppContext } from '../../common/context.js';
import { convertAmount, fromCents, toCents } from '../../../core/decimal.js';
import { fieldError } from '../../common/errors.js';
import { translate, type Translations } from '../../common/translations.js';
import { POINTS_MESSAGES } from '../points/index.js';
import { readSettingsGroup, type SettingsValues, shopToday } from '../settings/index.js';
import type { PricedLine } from '../cart/index.js';
import { shippingFee, type ShippingFeeRules } from '../shipping/index.js';
import { allocate, manualShares } from './allocation.js';
import { orderCurrency, type OrderCurrency } from './order-currency.js';
import { eligible, runPipeline, type PipelineFacts, type PipelineLine } from './pipeline.js';
import { intArray, run } from '../../common/sql.js';
import { customerFactsSql, productFactsSql } from './pricing.sql.js';
import { automaticPromotions, couponPromotions, type Candidate } from '../promotion/index.js';

/** Where the pricing is asked for: the same rules everywhere, the channel is recorded and may narrow promotions later. */
export type PricingChannel = 'storefront' | 'admin' | 'pos' | 'agent';

export interface PricingRequest {
  channel: PricingChannel;
  lines: readonly PricedLine[];
  /** Null on the cart screen (no method chosen yet): no fee. */
  shippingMethod: ShippingFeeRules | null;
  country: string | null;
  currency?: string | null;
  customer: { id: number } | null;
  /** Coupon codes the shopper applied (case-insensitive). */
  coupons?: readonly string[];
  /** Reward points the shopper wants to pay with (signed in; 422 on `points` beyond their spendable points). */
  points?: number | null;
  /** The point of sale's manual discounts in cents (per line, in request order, and the whole ticket's), taken before points. */
  manualDiscounts?: { lines: readonly number[]; order: number } | null;
}

/** A line with what the pipeline took off it: `netTotal` is what the line is paid (refunds and reports read it). */
export interface PricedOrderLine extends PricedLine {
  discount: string;
  netTotal: string;
}

export interface AppliedPromotion {
  id: number;
  name: string;
  /** The coupon code that brought it; null for automatic promotions. */
  code: string | null;
  amount: string;
  freeShipping: boolean;
  bonusPoints: number;
}

/** One discount share to store: a line index (null: shipping) and its source. */
export interface DiscountRecord {
  line: number | null;
  promotionId: number | null;
  source: 'promotion' | 'coupon' | 'shipping' | 'points' | 'tier';
  label: string;
  code: string | null;
  amount: string;
}

/** A discount or surcharge line of the breakdown (negative for a discount), in the base currency. */
export interface PriceAdjustment {
  source: string;
  label: string;
  amount: string;
}

export interface PricedOrder {
  lines: PricedOrderLine[];
  subtotal: string;
  shippingFee: string;
  shippingDiscount: string;
  /** Promotions and coupons, on goods and shipping, and manual discounts at the counter. */
  discountTotal: string;
  /** Part of discountTotal given by staff at the counter. */
  manualDiscount: string;
  pointsDiscount: string;
  grandTotal: string;
  currency: OrderCurrency;
  chargedTotal: string;
  adjustments: PriceAdjustment[];
  promotions: AppliedPromotion[];
  /** Applied codes, as stored; `invalidCoupons` were asked for and did nothing (unknown, closed, used up, not applicable). */
  coupons: string[];
  invalidCoupons: string[];
  /** Asked-for codes whose promotion is open to this cart (before exclusivity and minimum subtotals). */
  eligibleCoupons: string[];
  /** Some eligible promotion is exclusive and others were eligible too (only the exclusive one applied). */
  conflict: boolean;
  discounts: DiscountRecord[];
  /** What the membership tier took off the lines (part of discountTotal), and the tier's name. */
  tierDiscount: string;
  tierName: string | null;
  /** Points spent for pointsDiscount. */
  pointsUsed: number;
  /** The bonus points of the applied promotions, credited when the order's points become usable. */
  bonusPoints: { promotionId: number; points: number; expiryType: string; expiryDate: string | null }[];
  /** The promotions whose use the order takes (usage limits), with the generated code row when there is one. */
  uses: { promotionId: number; code: string | null; promotionCodeId: number | null; limited: boolean; perCustomer: number | null }[];
}

const NEEDS_PRODUCT_FACTS = (c: Candidate) =>
  c.conditions.some((x) => x.type === 'products' || x.type === 'categories' || x.type === 'brands') ||
  c.actions.some((a) => 'filter' in a && (a.filter.categories.length || a.filter.brands.length));

/** Brand and categories of each product (one statement, only when some promotion looks at them). */
async function productFacts(ctx: AppContext, productIds: number[]): Promise<Map<number, { brandId: number | null; categoryIds: number[] }>> {
  const rows = await run(ctx.em, productFactsSql, [intArray(productIds)]);
  return new Map(rows.map((r) => [r.id, { brandId: r.brand_id, categoryIds: r.category_ids.map(Number) }]));
}

const NO_CUSTOMER_FACTS = { firstOrder: false, customerUses: new Map<number, number>(), tierId: null, tierPercent: 0, tierName: null, points: 0 };

/**
 * What the pipeline knows of a signed-in customer, in one statement: first order, unreleased uses of
 * limited promotions, the active membership tier (enabled, not ended: an ended membership gives
 * nothing even before the daily job has looked at it) and, when points are asked for, the spendable points.
 */
async function customerFacts(
  ctx: AppContext,
  customerId: number | null,
  candidates: Candidate[],
  today: string | null,
): Promise<Pick<PipelineFacts, 'firstOrder' | 'customerUses' | 'tierId' | 'tierPercent'> & { tierName: Translations | null; points: number }> {
  if (customerId === null) return NO_CUSTOMER_FACTS;
  const limited = candidates.filter((c) => c.usageLimitPerCustomer !== null).map((c) => c.id);
  const askFirst = candidates.some((c) => c.conditions.some((x) => x.type === 'first_order'));
  const parts = { firstOrder: askFirst, limited: limited.length > 0, points: today !== null };
  const [row] = await run(ctx.em, customerFactsSql(parts), [...(parts.limited ? [intArray(limited)] : []), ...(today ? [today] : []), customerId]);
  if (!row) return NO_CUSTOMER_FACTS;
  return {
    firstOrder: row.first_order,
    customerUses: new Map(Object.entries(row.uses ?? {}).map(([id, n]) => [Number(id), Number(n)])),
    tierId: row.tier_id,
    tierPercent: row.tier_percent ? Number(row.tier_percent) : 0,
    tierName: row.tier_name,
    points: row.points,
  };
}

/**
 * THE pricing of issue 14, for the cart, the checkout review, order placement, the phone order and the
 * point of sale alike: line prices (special price, from the lines) -> line promotions -> order promotions
 * on the discounted subtotal -> shipping (fee on the discounted subtotal, then shipping promotions) ->
 * points -> grand total, never below 0. Every discount is split over the lines in whole cents (the
 * shares sum exactly), so each line knows what it is paid. Amounts are in the base currency; the charged
 * total is converted once, at the end.
 */
export async function priceOrder(ctx: AppContext, request: PricingRequest): Promise<PricedOrder> {
  const { language, mainLanguage } = ctx.content!;
  const [automatic, coupons, currency] = await Promise.all([
    automaticPromotions(ctx.em),
    couponPromotions(ctx.em, request.coupons ?? []),
    orderCurrency(ctx, request.currency),
  ]);
  const asked = [...new Set((request.coupons ?? []).map((c) => c.trim()).filter(Boolean))];
  const candidates = [...automatic];
  // Two codes of one promotion count once.
  for (const c of coupons.values()) if (!candidates.some((x) => x.id === c.id)) candidates.push(c);
  const facts = candidates.some(NEEDS_PRODUCT_FACTS) ? await productFacts(ctx, [...new Set(request.lines.map((l) => l.productId))]) : new Map();
  const lines: PipelineLine[] = request.lines.map((l) => ({
    productId: l.productId,
    quantity: l.quantity,
    totalCents: Number(toCents(l.lineTotal)),
    brandId: facts.get(l.productId)?.brandId ?? null,
    categoryIds: facts.get(l.productId)?.categoryIds ?? [],
  }));
  const customerId = request.customer?.id ?? null;
  const askedPoints = request.points ?? 0;
  if (askedPoints > 0 && customerId === null) throw fieldError('points', POINTS_MESSAGES.notEnough);
  const pointsSettings = askedPoints > 0 ? await readSettingsGroup(ctx.em, 'points') : null;
  const { tierName, points: spendablePoints, ...known } = await customerFacts(ctx, customerId, candidates, askedPoints > 0 ? await shopToday(ctx.em) : null);
  if (askedPoints > spendablePoints) throw fieldError('points', POINTS_MESSAGES.notEnough);
  const pipelineFacts: PipelineFacts = { now: Date.now(), signedIn: customerId !== null, currency: currency.identifier, ...known };
  const method = request.shippingMethod;
  const result = runPipeline(lines, candidates, pipelineFacts, (goods) =>
    method ? Number(toCents(shippingFee(method, { country: request.country, subtotal: fromCents(BigInt(goods)) }))) : 0,
  );

  const nameOf = (c: Candidate) => translate(c.name, language, mainLanguage);
  const byId = new Map(result.applied.map((a) => [a.candidate.id, a.candidate]));
  const tierLabel = tierName ? translate(tierName, language, mainLanguage).slice(0, 255) : '';
  const promoted = lines.map((l, i) => l.totalCents - result.lineDiscounts[i]);
  const manual = request.manualDiscounts ? manualShares(promoted, request.manualDiscounts) : promoted.map(() => 0);
  const manualCents = manual.reduce((a, b) => a + b, 0);
  const net = promoted.map((cents, i) => cents - manual[i]);
  // Points redemption, after every promotion and before the grand total: on the goods only (shipping is
  // paid in money), at most the settings' share of them, and only whole points are spent.
  const redemption = pointsSettings ? redeem(askedPoints, net, pointsSettings) : { cents: 0, points: 0, shares: net.map(() => 0) };
  const pointsShares: DiscountRecord[] = redemption.shares.flatMap((cents, line) =>
    cents > 0 ? [{ line, promotionId: null, source: 'points' as const, label: 'Reward points', code: null, amount: fromCents(BigInt(cents)) }] : [],
  );
  const discounts: DiscountRecord[] = result.shares.map((s) => {
    if (s.promotionId === null) {
      return { line: s.line, promotionId: null, source: 'tier' as const, label: tierLabel, code: null, amount: fromCents(BigInt(s.cents)) };
    }
    const c = byId.get(s.promotionId)!;
    return {
      line: s.line,
      promotionId: c.id,
      source: s.line === null ? 'shipping' : c.kind === 'coupon' ? 'coupon' : 'promotion',
      label: nameOf(c).slice(0, 255),
      code: c.code,
      amount: fromCents(BigInt(s.cents)),
    };
  });
  const goodsDiscount = result.lineDiscounts.reduce((a, b) => a + b, 0);
  const subtotalCents = lines.reduce((a, l) => a + l.totalCents, 0);
  const discountCents = goodsDiscount + manualCents + result.shippingDiscountCents;
  const pointsCents = redemption.cents;
  const grandCents = Math.max(0, subtotalCents + result.shippingFeeCents - discountCents - pointsCents);
  const grandTotal = fromCents(BigInt(grandCents));
  const promotions = result.applied.map((a) => ({
    id: a.candidate.id,
    name: nameOf(a.candidate),
    code: a.candidate.code,
    amount: fromCents(BigInt(a.cents)),
    freeShipping: a.freeShipping,
    bonusPoints: a.bonusPoints,
  }));
  const applied = new Set(result.applied.map((a) => a.candidate.code?.toLowerCase()).filter(Boolean));
  return {
    lines: request.lines.map((l, i) => ({
      ...l,
      discount: fromCents(BigInt(result.lineDiscounts[i] + manual[i] + redemption.shares[i])),
      netTotal: fromCents(BigInt(net[i] - redemption.shares[i])),
    })),
    subtotal: fromCents(BigInt(subtotalCents)),
    shippingFee: fromCents(BigInt(result.shippingFeeCents)),
    shippingDiscount: fromCents(BigInt(result.shippingDiscountCents)),
    discountTotal: fromCents(BigInt(discountCents)),
    manualDiscount: fromCents(BigInt(manualCents)),
    pointsDiscount: fromCents(BigInt(pointsCents)),
    grandTotal,
    currency,
    chargedTotal: convertAmount(grandTotal, currency.rate),
    adjustments: [
      ...(result.tierDiscountCents > 0 ? [{ source: 'tier', label: tierLabel, amount: fromCents(BigInt(-result.tierDiscountCents)) }] : []),
      ...promotions.map((p) => ({ source: p.code ? `coupon:${p.code}` : `promotion:${p.id}`, label: p.name, amount: fromCents(-toCents(p.amount)) })),
      ...(pointsCents > 0 ? [{ source: 'points', label: 'Reward points', amount: fromCents(BigInt(-pointsCents)) }] : []),
    ],
    promotions,
    coupons: asked.filter((code) => applied.has(code.toLowerCase())).map((code) => coupons.get(code.toLowerCase())!.code!),
    invalidCoupons: asked.filter((code) => !applied.has(code.toLowerCase())),
    eligibleCoupons: asked.filter((code) => {
      const c = coupons.get(code.toLowerCase());
      return c !== undefined && eligible(c, lines, pipelineFacts);
    }),
    conflict: result.conflict,
    discounts: [...discounts, ...pointsShares],
    tierDiscount: fromCents(BigInt(result.tierDiscountCents)),
    tierName: tierLabel || null,
    pointsUsed: redemption.points,
    bonusPoints: result.applied.flatMap((a) =>
      a.candidate.actions.flatMap((action) =>
        action.type === 'bonus_points'
          ? [{ promotionId: a.candidate.id, points: action.points, expiryType: action.expiryType, expiryDate: action.expiryDate }]
          : [],
      ),
    ),
    uses: result.applied.map((a) => ({
      promotionId: a.candidate.id,
      code: a.candidate.code,
      promotionCodeId: a.candidate.promotionCodeId,
      limited: a.candidate.usageLimit !== null,
      perCustomer: a.candidate.usageLimitPerCustomer,
    })),
  };
}

/**
 * The points step: `asked` points are worth asked / redeemRate units of money, capped at
 * maxRedeemPercent of the goods as discounted so far; only the whole points that cap needs are spent.
 * The cents are allocated to the lines in proportion, so each line's net total is what it is paid.
 */
export function redeem(asked: number, net: readonly number[], settings: SettingsValues['points']): { cents: number; points: number; shares: number[] } {
  const goods = net.reduce((a, b) => a + b, 0);
  const cap = Math.floor((goods * settings.maxRedeemPercent) / 100);
  const cents = Math.min(Math.floor((asked * 100) / settings.redeemRate), cap);
  if (cents <= 0) return { cents: 0, points: 0, shares: net.map(() => 0) };
  return { cents, points: Math.min(asked, Math.ceil((cents * settings.redeemRate) / 100)), shares: allocate(cents, net) };
}
