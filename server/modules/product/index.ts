import type { ShopModule } from '../../common/shop-module.js';
import { ProductCategory } from './product-category.entity.js';
import { ProductSheetResolver } from './product-sheet.resolver.js';
import { ProductStorefrontResolver } from './product-storefront.resolver.js';
import { Product } from './product.entity.js';
import { ProductResolver } from './product.resolver.js';
import { inventoryRoutes, productRoutes } from './product.routes.js';
import { StockOption } from './stock-option.entity.js';
import { Stock } from './stock.entity.js';
import { InventoryHistoryResolver, InventoryResolver, StockResolver } from './stock.resolver.js';

export const productModule: ShopModule = {
  name: 'product',
  entities: [Product, ProductCategory, Stock, StockOption],
  resolvers: [ProductResolver, InventoryHistoryResolver, InventoryResolver, StockResolver, ProductStorefrontResolver, ProductSheetResolver],
  routes: [...productRoutes, ...inventoryRoutes],
};

// Public face: what other modules use.
export { PRODUCT_SOURCES, ProductStorefrontService } from './product-storefront.service.js';
export type { ProductCard } from './product-storefront.types.js';
export { Product } from './product.entity.js';
export { ProductService } from './product.service.js';
export { StockOption } from './stock-option.entity.js';
