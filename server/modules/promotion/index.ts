// Public face: what other modules use.
export { parseAction, parseCondition } from './promotion-rules.js';
export type { Action, Condition, LineFilter } from './promotion-rules.js';
export { COUPON_MESSAGES, takeUses, usesOnStatusMove } from './promotion-usage.js';
export type { UseHolder } from './promotion-usage.js';
