import type { AnyResource } from '../framework/resource';
import { accountResource } from './account';
import { attributeResource } from './attribute';
import { brandResource } from './brand';
import { customerResource } from './customer';
import { leadStatusResource } from './lead-status';
import { leadResource } from './lead';
import { funnelResource } from './lead-funnel';
import { menuResource } from './menu';
import { productResource } from './product';
import { roleResource } from './role';
import { warehouseResource } from './warehouse';
import { shippingResource } from './shipping';
import { paymentResource } from './payment';
import { orderResource } from './order';
import { formResource } from './form';
import { apiKeyResource } from './api-key';
import { webhookResource } from './webhook';
import { promotionResource } from './promotion';
import { membershipResource } from './membership';
import { pageResource } from './page';
import { blockResource } from './block';
import { sliderResource } from './slider';
import { blogArticleResource } from './blog/article';
import { blogCategoryResource } from './blog/category';
import { broadcastResource, messageResource, receiverResource } from './broadcast';
import { storeResource } from './store';

/** Every admin resource with generic screens; AdminApp registers their routes from this list. */
export const RESOURCES: readonly AnyResource[] = [
  roleResource,
  accountResource,
  menuResource,
  brandResource,
  attributeResource,
  warehouseResource,
  productResource,
  customerResource,
  leadStatusResource,
  leadResource,
  funnelResource,
  paymentResource,
  shippingResource,
  orderResource,
  formResource,
  apiKeyResource,
  webhookResource,
  promotionResource,
  membershipResource,
  pageResource,
  blockResource,
  sliderResource,
  blogCategoryResource,
  blogArticleResource,
  receiverResource,
  messageResource,
  broadcastResource,
  storeResource,
];
