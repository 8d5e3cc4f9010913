import type { ShopModule } from '../../common/shop-module.js';
import { ProductCategory } from './product-category.entity.js';
import { ProductSheetResolver } from './product-sheet.resolver.js';
import { ProductStorefrontResolver } from './product-storefront.resolver.js';
import { Product } from './product.entity.js';
import { PRODUCT_SOURCES, PRODUCT_TTL_MS } from './helpers/product-cards.js';
import { ProductResolver } from './product.resolver.js';
import { inventoryRoutes, productRoutes } from './product.routes.js';
import { StockOption } from './stock-option.entity.js';
import { Stock } from './stock.entity.js';
import { InventoryHistoryResolver, InventoryResolver, StockResolver } from './stock.resolver.js';

export const productModule: ShopModule = {
  name: 'product',
  entities: [Product, ProductCategory, Stock, StockOption],
  onStorefrontPages: [Product, ProductCategory, Stock, StockOption],
  resolvers: [ProductResolver, InventoryHistoryResolver, InventoryResolver, StockResolver, ProductStorefrontResolver, ProductSheetResolver],
  routes: [...productRoutes, ...inventoryRoutes],
  // A visitor's catalogue reads depend on the catalogue, the stock and the settings (language, prices
  // shown to members only) alone; shared as long as the rows they are read from (helpers/product-cards.ts).
  cachedAnswers: [
    {
      fields: ['storefrontProduct', 'searchProducts', 'categoryProducts', 'categoryFacets', 'productWidget'],
      madeFrom: [...PRODUCT_SOURCES, 'Setting'],
      ttlMs: PRODUCT_TTL_MS,
    },
  ],
};

// Public face: what other modules use.
export { PRODUCT_SOURCES, ProductStorefrontService } from './product-storefront.service.js';
export type { ProductCard } from './product-storefront.types.js';
export { Product } from './product.entity.js';
export { ProductService } from './product.service.js';
export { StockOption } from './stock-option.entity.js';
