import type { ProductOwnColumns } from '../product.sql.js';

/** The product's own fields as the GraphQL types name them (Product, the product page). */
export interface ProductOwnFields {
  sku: string;
  url: string;
  name: ProductOwnColumns['name'];
  description: ProductOwnColumns['description'];
  metaTitle: ProductOwnColumns['meta_title'];
  metaDescription: ProductOwnColumns['meta_description'];
  images: string[];
  isNew: boolean;
  isFeatured: boolean;
  isHot: boolean;
}

/** The admin list's and the product page's rows read these columns alike (product.sql.ts PRODUCT_OWN_COLUMNS). */
export function productOwnFields(row: ProductOwnColumns): ProductOwnFields {
  return {
    sku: row.sku,
    url: row.url,
    name: row.name,
    description: row.description,
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    images: row.images,
    isNew: row.is_new,
    isFeatured: row.is_featured,
    isHot: row.is_hot,
  };
}
