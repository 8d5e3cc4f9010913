import type { EditScreenProps } from '../framework/resource';
import { OrderCreatePage } from './OrderCreatePage';
import { OrderDetailPage } from './OrderDetailPage';

/** The order resource's hand-written screens: order/create (a phone order) and the order's detail on edit/{id}. */
export function OrderScreen({ resource, mode }: EditScreenProps) {
  return mode === 'create' ? <OrderCreatePage resource={resource} /> : <OrderDetailPage resource={resource} />;
}
