import { FormattedMessage } from 'react-intl';
import type { OrderSource } from '../../graphql/admin/graphql';

/** Where an order was placed (server: OrderSource in order-status.ts), in the order the filter offers them. */
export const ORDER_SOURCES: readonly OrderSource[] = ['storefront', 'admin', 'pos', 'agent'];

/** Sold at a store's counter: returned at the point of sale, never moved on the order screen. */
export const COUNTER_SALE: OrderSource = 'pos';

export const orderSourceLabelId = (source: string) => `admin.order.source.${source}`;

/** Where an order was placed, translated (an unknown value as it is). */
export function OrderSourceLabel({ source }: { source: string }) {
  return <FormattedMessage id={orderSourceLabelId(source)} defaultMessage={source} />;
}
