import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import {
  OrderCustomerSearchDocument,
  OrderFormChoicesDocument,
  OrderProductSearchDocument,
  type OrderFormChoicesQuery,
  type OrderProductSearchQuery,
} from '../../graphql/admin/graphql';
import type { FieldOption } from '../framework/resource';
import { useListSearch } from '../framework/useListSearch';

/**
 * The choices of the order screens. Shipping and payment methods and currencies come from the public
 * lists (the enabled methods: what an order can use); customers and products from their admin lists, so an
 * admin without `customer_account` or `product` gets empty pickers rather than a broken screen.
 */

export type OrderFormChoices = OrderFormChoicesQuery;

export function useOrderFormChoices(): OrderFormChoices | undefined {
  const { data } = useQuery(OrderFormChoicesDocument, { fetchPolicy: 'cache-first' });
  return data;
}

export function useShippingMethodOptions(): FieldOption[] {
  const choices = useOrderFormChoices();
  return useMemo(() => (choices?.shippingMethods ?? []).map((method) => ({ value: method.id, label: method.name })), [choices]);
}

export function usePaymentMethodOptions(): FieldOption[] {
  const choices = useOrderFormChoices();
  return useMemo(() => (choices?.paymentMethods ?? []).map((method) => ({ value: method.id, label: method.name })), [choices]);
}

export const CUSTOMER_SEARCH_SIZE = 20;

/** Customers matching what is typed (name or email), as choices labelled `name <email>`. */
export function useCustomerSearch(keyword: string): FieldOption[] {
  const { data, previousData } = useListSearch(OrderCustomerSearchDocument, keyword, CUSTOMER_SEARCH_SIZE);
  const items = (data ?? previousData)?.customers.items;
  return useMemo(
    () => (items ?? []).map((customer) => ({ value: customer.id, label: `${`${customer.firstName} ${customer.lastName}`.trim()} <${customer.email}>` })),
    [items],
  );
}

export type ProductChoice = OrderProductSearchQuery['products']['items'][number];
export type StockChoice = ProductChoice['stocks'][number];

export const PRODUCT_SEARCH_SIZE = 10;

/**
 * Products (with their stocks) matching what is typed (names and skus). `searching` while the typing has
 * not paused or its answer is on its way: the picker then offers nothing rather than the last answer, so
 * a product chosen in that moment is one that matches what was typed, not an earlier list's row.
 */
export function useProductSearch(keyword: string): { products: ProductChoice[]; searching: boolean } {
  const { data, searching } = useListSearch(OrderProductSearchDocument, keyword, PRODUCT_SEARCH_SIZE);
  return { products: searching ? [] : (data?.products.items ?? []), searching };
}
