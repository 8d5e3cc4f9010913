import type { ShopModule } from '../../common/shop-module.js';

/** The one pricing pipeline: every sale (web, phone, counter) is priced and its discounts recorded here. */
export const pricingModule: ShopModule = {
  name: 'pricing',
};
