import { crudRoutes, type RestRoute } from '../../rest/route.js';

export const brandRoutes: RestRoute[] = [
  { method: 'GET', path: '/api/brand', field: 'publicBrands', summary: 'The storefront brands (enabled), ?language' },
  ...crudRoutes({
    path: 'brand',
    // The spec's admin form sends it as multipart (language, globals, _method).
    multipart: true,
    label: 'brands',
    one: 'brand',
    many: 'brands',
    create: 'createBrand',
    update: 'updateBrand',
    remove: 'deleteBrand',
    removeMany: 'deleteBrands',
    updateMany: 'updateBrands',
  }),
];
