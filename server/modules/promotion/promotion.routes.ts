import { crudRoutes, type RestRoute } from '../../rest/route.js';

/** Promotions and coupons (permission promotion; api-contract.md "promotion"). */
export const promotionRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/admin/promotion/:id/codes',
    field: 'generatePromotionCodes',
    args: (req) => ({ id: req.params.id, input: req.body }),
    summary: 'Promotions: generate single-use codes {count, prefix}: {affected}',
  },
  {
    method: 'GET',
    path: '/api/admin/promotion/:id/codes/export',
    field: 'exportPromotionCodes',
    download: true,
    summary: "Promotions: the promotion's generated codes (.xlsx)",
  },
  ...crudRoutes({
    path: 'promotion',
    label: 'Promotions',
    one: 'promotion',
    many: 'promotions',
    create: 'createPromotion',
    update: 'updatePromotion',
    remove: 'deletePromotion',
    removeMany: 'deletePromotions',
    updateMany: 'updatePromotions',
  }),
];
