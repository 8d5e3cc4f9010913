// Every type-graphql resolver of the schema.
import { BroadcastResolver } from './broadcast/broadcast.resolver.js';
import { BroadcastMessageResolver } from './broadcast/message.resolver.js';
import { ReceiverGroupResolver } from './broadcast/receiver-group.resolver.js';
import { RoleResolver } from './role/role.resolver.js';
import { AuthResolver } from './auth/auth.resolver.js';
import { AdminAccountResolver } from './admin-account/admin-account.resolver.js';
import { SettingsResolver } from './settings/settings.resolver.js';
import { MediaResolver } from './media/media.resolver.js';
import { ProductResolver } from './product/product.resolver.js';
import { InventoryHistoryResolver, InventoryResolver, StockResolver } from './product/stock.resolver.js';
import { InventoryMovementResolver } from './inventory/inventory.resolver.js';
import { ProductStorefrontResolver } from './product/product-storefront.resolver.js';
import { ProductSheetResolver } from './product/product-sheet.resolver.js';

import { AttributeResolver, AttributeValueResolver } from './attribute/attribute.resolver.js';
import { BrandResolver } from './brand/brand.resolver.js';
import { PromotionResolver } from './promotion/promotion.resolver.js';
import { MembershipResolver } from './membership/membership.resolver.js';
import { PointsResolver } from './points/points.resolver.js';
import { OrderLineDiscountsResolver, OrderPromotionsResolver } from './pricing/order-promotions.resolver.js';
import { WarehouseResolver } from './warehouse/warehouse.resolver.js';
import { MenuNodeResolver, MenuResolver } from './menu/menu.resolver.js';
import { AddressResolver } from './address/address.resolver.js';
import { ProfileResolver } from './customer/profile.resolver.js';
import { PasswordResetResolver } from './password-reset/password-reset.resolver.js';
import { FacebookResolver } from './facebook/facebook.resolver.js';
import { ContactResolver } from './contact/contact.resolver.js';
import { NewsletterResolver } from './newsletter/newsletter.resolver.js';
import { MailOutboxResolver } from './mail-outbox/mail-outbox.resolver.js';
import { LeadStatusResolver } from './lead-status/lead-status.resolver.js';
import { LeadActivityResolver, LeadResolver, LeadStatusChangeResolver } from './lead/lead.resolver.js';
import { FunnelResolver, FunnelStageResolver } from './lead-funnel/funnel.resolver.js';
import { CustomerAdminResolver } from './customer-admin/customer-admin.resolver.js';
import { CustomerSheetResolver } from './customer-admin/customer-sheet.resolver.js';
import { CustomerRecordResolver } from './customer-admin/customer-record.js';
import { ShippingResolver } from './shipping/shipping.resolver.js';
import { PaymentResolver } from './payment/payment.resolver.js';
import { CartResolver } from './cart/cart.resolver.js';
import { CheckoutResolver } from './order/checkout.resolver.js';
import { OrderResolver, OrderStatusChangeResolver } from './order/order.resolver.js';
import { OrderAdminResolver } from './order/order-admin.resolver.js';
import { CustomerOrdersResolver } from './order/customer-orders.resolver.js';
import { FormFieldOptionResolver, FormFieldResolver, FormResolver } from './form/form.resolver.js';
import { FormHistoryResolver } from './form/form-history.resolver.js';
import { FormStorefrontResolver } from './form/form-storefront.resolver.js';
import { ReportResolver } from './report/report.resolver.js';
import { ApiKeyResolver } from './api-key/api-key.resolver.js';
import { WebhookDeliveryResolver, WebhookResolver } from './webhook/webhook.resolver.js';
import { PageResolver } from './page/page.resolver.js';
import { BlockResolver } from './block/block.resolver.js';
import { SlideResolver, SliderResolver } from './slider/slider.resolver.js';
import { HomeResolver } from './home/home.resolver.js';
import { BlogArticleResolver, BlogCategoryResolver } from './blog/blog.resolver.js';
import { StoreRegisterResolver, StoreResolver } from './store/store.resolver.js';
import { PosResolver } from './store/pos.resolver.js';
import { OrderCounterSaleResolver } from './store/order-counter-sale.resolver.js';
export const resolvers = [
  RoleResolver,
  AuthResolver,
  AdminAccountResolver,
  SettingsResolver,
  MediaResolver,
  ProductResolver,
  StockResolver,
  InventoryResolver,
  InventoryHistoryResolver,
  InventoryMovementResolver,
  ProductStorefrontResolver,
  ProductSheetResolver,
  AttributeResolver,
  AttributeValueResolver,
  BrandResolver,
  PromotionResolver,
  MembershipResolver,
  PointsResolver,
  OrderPromotionsResolver,
  OrderLineDiscountsResolver,
  WarehouseResolver,
  MenuResolver,
  MenuNodeResolver,
  ProfileResolver,
  AddressResolver,
  PasswordResetResolver,
  FacebookResolver,
  ContactResolver,
  NewsletterResolver,
  MailOutboxResolver,
  ShippingResolver,
  PaymentResolver,
  LeadStatusResolver,
  LeadResolver,
  LeadActivityResolver,
  LeadStatusChangeResolver,
  FunnelResolver,
  FunnelStageResolver,
  CustomerAdminResolver,
  CustomerSheetResolver,
  CartResolver,
  CheckoutResolver,
  OrderResolver,
  OrderStatusChangeResolver,
  OrderAdminResolver,
  CustomerRecordResolver,
  CustomerOrdersResolver,
  FormResolver,
  FormFieldResolver,
  FormFieldOptionResolver,
  FormHistoryResolver,
  FormStorefrontResolver,
  ReportResolver,
  ApiKeyResolver,
  WebhookResolver,
  WebhookDeliveryResolver,
  PageResolver,
  BlockResolver,
  SliderResolver,
  SlideResolver,
  HomeResolver,
  BlogCategoryResolver,
  BlogArticleResolver,
  ReceiverGroupResolver,
  BroadcastMessageResolver,
  BroadcastResolver,
  StoreResolver,
  StoreRegisterResolver,
  PosResolver,
  OrderCounterSaleResolver,
] as const;
