/** The after-checkout pages and the card page, with the order number (spec section 2) in the query. */
export function orderSuccessPath(orderNumber: string): string {
  return `/order/success?${new URLSearchParams({ order_number: orderNumber }).toString()}`;
}

export function orderCancelPath(orderNumber: string): string {
  return `/order/cancel?${new URLSearchParams({ order_number: orderNumber }).toString()}`;
}

/** The /stripe card page (spec section 2): the opaque `stripe_key` of the order's payment, nothing else. */
export function stripePath(stripeKey: string): string {
  return `/stripe?${new URLSearchParams({ stripe_key: stripeKey }).toString()}`;
}

/**
 * The access key travels to the success and cancel pages in the history state, not in their address:
 * it opens the order's summary and is not for a shared or bookmarked link.
 */
export interface OrderPageState {
  accessKey?: string;
}

export function accessKeyFrom(state: unknown): string | undefined {
  const key = (state as OrderPageState | null)?.accessKey;
  return typeof key === 'string' && key ? key : undefined;
}
