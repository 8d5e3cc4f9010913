/** The point of sale's own refusals (each has its id in core/message-ids.ts). */
export const POS_MESSAGES = {
  sessionOpen: 'This register already has an open session.',
  noSession: 'Please open the register first.',
  sessionClosed: 'This session is closed.',
  discountNotAllowed: 'This discount needs the promotion permission or a manager approval code.',
  approvalCode: 'The approval code is not correct.',
  underpaid: 'The payments do not cover the total.',
  overReturn: 'The quantity can not be more than what is left to return.',
  methodUnavailable: 'This payment method is not available.',
  hasSales: 'The store has sales and can not be deleted; disable it instead.',
  registerUnavailable: 'This register is not available.',
  pointsNeedCustomer: 'Choose the customer whose reward points are used.',
  currencyUnavailable: 'This currency is not accepted by the shop.',
  exchangeOtherStore: 'This receipt is from another store.',
  exchangeInBase: "An exchange is paid in the shop's base currency.",
  notReturnable: 'This sale has been refunded or canceled: nothing is left to return.',
} as const;
