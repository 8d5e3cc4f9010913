// Public face: what other modules use.
export { shippingFee } from './shipping-fee.js';
export type { ShippingFeeRules } from './shipping-fee.js';
export { ShippingService } from './shipping.service.js';
export type { CheckoutShippingMethod } from './shipping.service.js';
