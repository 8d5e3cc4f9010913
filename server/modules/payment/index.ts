// Public face: what other modules use.
export { PaymentKind, PaymentMethod } from './payment-method.entity.js';
export { PaymentMethodService } from './payment.service.js';
export type { CheckoutPaymentMethod } from './payment.service.js';
