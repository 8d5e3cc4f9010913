import { crudRoutes, type RestRoute } from '../../rest/route.js';

export const shippingRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/shipping',
    field: 'shippingMethods',
    args: (req) => ({ country: req.query.country, subtotal: req.query.subtotal, language: req.query.language }),
    summary: 'Enabled shipping methods with their fee, ?country (ISO alpha-3) &subtotal (base currency) &language',
  },
  ...crudRoutes({
    path: 'shipping',
    label: 'shipping methods',
    one: 'shippingMethod',
    many: 'shippingMethodList',
    create: 'createShippingMethod',
    update: 'updateShippingMethod',
    remove: 'deleteShippingMethod',
    removeMany: 'deleteShippingMethods',
    updateMany: 'updateShippingMethods',
  }),
];
