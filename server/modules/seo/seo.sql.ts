import { defineStatement } from '../../common/sql.js';

export const countVisibleProducts = defineStatement<[], { n: string }>('seo.countVisibleProducts', 'select count(*) as n from product where visibled');

export const visibleProductsPage = defineStatement<[limit: number, offset: number], { url: string; updated_at: Date }>(
  'seo.visibleProductsPage',
  'select url, updated_at from product where visibled order by id limit ? offset ?',
);
