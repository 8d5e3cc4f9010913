import type { ShopModule } from '../../common/shop-module.js';
import { Address } from './address.entity.js';
import { AddressResolver } from './address.resolver.js';

export const addressModule: ShopModule = {
  name: 'address',
  entities: [Address],
  resolvers: [AddressResolver],
};

// Public face: what other modules use.
export { Address } from './address.entity.js';
export { AddressInput } from './address.inputs.js';
