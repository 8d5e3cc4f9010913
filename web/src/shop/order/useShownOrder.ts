import { useQuery } from '@apollo/client/react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { OrderByNumberDocument, type OrderByNumberQuery } from '../../graphql/shop/graphql';
import { useShopperToken } from '../auth/shopper-session';
import { accessKeyFrom } from './order-links';

export interface ShownOrder {
  orderNumber: string;
  accessKey?: string;
  /** 'home': no number, or one the server does not open with this key or session (spec 2: redirected). */
  state: 'home' | 'loading' | 'shown';
  order?: OrderByNumberQuery['orderByNumber'];
}

/**
 * The order of /order/success and /order/cancel: its number from the query, its access key from the
 * query (the order mail's link) or the history state (the checkout), or the member's session. The server
 * checks both; a made-up number or key sends the shopper home.
 */
export function useShownOrder(): ShownOrder {
  const [params] = useSearchParams();
  const location = useLocation();
  const token = useShopperToken();
  const orderNumber = params.get('order_number')?.trim() ?? '';
  const accessKey = params.get('access_key')?.trim() || accessKeyFrom(location.state);
  const skip = !orderNumber || (!accessKey && !token);
  const { data, error, loading } = useQuery(OrderByNumberDocument, {
    variables: { orderNumber, accessKey: accessKey ?? null },
    skip,
    fetchPolicy: 'network-only',
  });
  if (skip || error) return { orderNumber, accessKey, state: 'home' };
  if (loading || !data) return { orderNumber, accessKey, state: 'loading' };
  return data.orderByNumber ? { orderNumber, accessKey, state: 'shown', order: data.orderByNumber } : { orderNumber, accessKey, state: 'home' };
}
