import type { ShopModule } from '../../common/shop-module.js';

export const importExportModule: ShopModule = {
  name: 'import-export',
};
