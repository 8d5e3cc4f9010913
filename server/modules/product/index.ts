// Public face: what other modules use.
export { PRODUCT_SOURCES, ProductStorefrontService } from './product-storefront.service.js';
export type { ProductCard } from './product-storefront.types.js';
export { Product } from './product.entity.js';
export { ProductService } from './product.service.js';
export { StockOption } from './stock-option.entity.js';
