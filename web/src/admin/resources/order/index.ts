import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { createElement } from 'react';
import { useIntl } from 'react-intl';
import * as yup from 'yup';
import {
  AdminOrderDocument,
  AdminOrdersDocument,
  CreateOrderDocument,
  type AdminCreateOrderInput,
  type OrderRecordFragment,
  type OrderRowFragment,
} from '../../../graphql/admin/graphql';
import { defineResource, type FieldOption } from '../../framework/resource';
import { OrderBatchStatus } from '../../orders/OrderBatchStatus';
import { OrderScreen } from '../../orders/OrderScreen';
import { ORDER_SOURCES, OrderSourceLabel, orderSourceLabelId } from '../../orders/OrderSource';
import { ORDER_STATUSES, OrderStatusChip, orderStatusLabelId } from '../../orders/OrderStatusChip';
import { Money } from '../../../ui/Money';
import { EMPTY_ORDER, orderCreateInput, type OrderCreateValues } from '../../orders/order-create-form';
import { useCustomerSearch, usePaymentMethodOptions, useShippingMethodOptions } from '../../orders/useOrderChoices';

function useStatusOptions(): FieldOption[] {
  const intl = useIntl();
  return ORDER_STATUSES.map((status) => ({ value: status, label: intl.formatMessage({ id: orderStatusLabelId(status) }) }));
}

function useSourceOptions(): FieldOption[] {
  const intl = useIntl();
  return ORDER_SOURCES.map((source) => ({ value: source, label: intl.formatMessage({ id: orderSourceLabelId(source) }) }));
}

/**
 * Orders (issue #6, permission `order`): the generic list (keyword on number, e-mail, customer name and
 * phone, filters by status, date range, payment and shipping method and customer, batch status change);
 * no delete and no edit form: `order/{id}` (spec 2; `order/edit/{id}` redirects) is the order's detail
 * (status moves, comments) and `order/create` a phone order, both hand-written (web/src/admin/orders).
 */
export const orderResource = defineResource<OrderRowFragment, OrderRecordFragment, OrderCreateValues, AdminCreateOrderInput>({
  name: 'order',
  titleId: 'admin.menu.order',
  permission: 'order',
  menu: { group: 'orders', position: 10, icon: ReceiptLongIcon },
  searchable: true,
  columns: [
    { key: 'orderNumber', labelId: 'admin.order.field.orderNumber', sortable: true },
    { key: 'createdAt', labelId: 'admin.order.field.createdAt', sortable: true, kind: 'date' },
    { key: 'email', labelId: 'admin.order.field.email' },
    { key: 'status', labelId: 'admin.order.field.status', sortable: true, render: (row) => createElement(OrderStatusChip, { status: row.status }) },
    {
      key: 'grandTotal',
      labelId: 'admin.order.field.grandTotal',
      sortable: true,
      kind: 'money',
      render: (row) => createElement(Money, { amount: row.chargedTotal, currency: { identifier: row.currency, mark: row.currencyMark } }),
    },
    { key: 'paymentMethodName', labelId: 'admin.order.field.paymentMethod' },
    { key: 'shippingMethodName', labelId: 'admin.order.field.shippingMethod' },
    { key: 'source', labelId: 'admin.order.field.source', render: (row) => createElement(OrderSourceLabel, { source: row.source }) },
  ],
  filters: [
    { name: 'status', labelId: 'admin.order.field.status', kind: 'multiselect', useOptions: useStatusOptions },
    { name: 'from', labelId: 'admin.order.filter.from', kind: 'date' },
    { name: 'to', labelId: 'admin.order.filter.to', kind: 'date', endOfDay: true },
    { name: 'paymentMethodId', labelId: 'admin.order.field.paymentMethod', kind: 'select', numeric: true, useOptions: usePaymentMethodOptions },
    { name: 'shippingMethodId', labelId: 'admin.order.field.shippingMethod', kind: 'select', numeric: true, useOptions: useShippingMethodOptions },
    { name: 'customerId', labelId: 'admin.order.field.customer', kind: 'search', numeric: true, useSearch: useCustomerSearch },
    { name: 'source', labelId: 'admin.order.field.source', kind: 'multiselect', useOptions: useSourceOptions },
  ],
  batchActions: OrderBatchStatus,
  // The phone order form is hand-written (OrderCreatePage); these keep the declaration's contract.
  fields: [],
  validation: () => yup.object(),
  data: {
    list: AdminOrdersDocument,
    listField: 'orders',
    one: AdminOrderDocument,
    oneField: 'order',
    create: CreateOrderDocument,
    createField: 'createOrder',
    toForm: () => EMPTY_ORDER,
    toInput: orderCreateInput,
  },
  editScreen: OrderScreen,
  recordPath: 'id',
});
