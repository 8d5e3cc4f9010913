import type { ShopModule } from '../../common/shop-module.js';
import { FormHistoryResolver } from './form-history.resolver.js';
import { FormStorefrontResolver } from './form-storefront.resolver.js';
import { FormSubmission } from './form-submission.entity.js';
import { FormVersion } from './form-version.entity.js';
import { Form, FormField, FormFieldOption } from './form.entity.js';
import { FormFieldOptionResolver, FormFieldResolver, FormResolver } from './form.resolver.js';
import { formRoutes } from './form.routes.js';

export const formModule: ShopModule = {
  name: 'form',
  entities: [Form, FormField, FormFieldOption, FormVersion, FormSubmission],
  onStorefrontPages: [Form, FormField, FormFieldOption, FormVersion],
  resolvers: [FormFieldOptionResolver, FormFieldResolver, FormResolver, FormHistoryResolver, FormStorefrontResolver],
  routes: formRoutes,
};

// Public face: what other modules use.
export { Form } from './form.entity.js';
