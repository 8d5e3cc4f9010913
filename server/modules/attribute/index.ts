import type { ShopModule } from '../../common/shop-module.js';
import { AttributeValue } from './attribute-value.entity.js';
import { Attribute } from './attribute.entity.js';
import { AttributeResolver, AttributeValueResolver } from './attribute.resolver.js';
import { attributeRoutes } from './attribute.routes.js';

export const attributeModule: ShopModule = {
  name: 'attribute',
  entities: [Attribute, AttributeValue],
  onStorefrontPages: [Attribute, AttributeValue],
  resolvers: [AttributeResolver, AttributeValueResolver],
  routes: attributeRoutes,
};

// Public face: what other modules use.
export { AttributeValue } from './attribute-value.entity.js';
export { Attribute } from './attribute.entity.js';
