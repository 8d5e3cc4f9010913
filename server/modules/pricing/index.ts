import type { ShopModule } from '../../common/shop-module.js';

/** The one pricing pipeline: every sale (web, phone, counter) is priced and its discounts recorded here. */
export const pricingModule: ShopModule = {
  name: 'pricing',
};

// Public face: what other modules use.
export { allocate } from './allocation.js';
export { acceptedCurrencies } from './order-currency.js';
export { priceOrder } from './price-order.js';
export type { PricedOrder, PricedOrderLine, PricingChannel } from './price-order.js';
export { AppliedPromotionView, CartTotals } from './pricing.types.js';
export { assertCouponsApply, assertFitsAnOrder, recordPricing } from './record-pricing.js';
export { discountShares } from './pricing.sql.js';
export type { ShareRow } from './pricing.sql.js';
