// Every MikroORM entity, listed explicitly so that discovery works the same in the build, in tests and
// in the migration tool.
import { AdminAccount } from './admin-account/admin-account.entity.js';
import { Customer } from './customer/customer.entity.js';
import { Role } from './role/role.entity.js';
import { Setting } from './settings/setting.entity.js';
import { AppSecret, CostBucket, RevokedToken, Throttle } from './system/system.entities.js';
import { Attribute } from './attribute/attribute.entity.js';
import { AttributeValue } from './attribute/attribute-value.entity.js';
import { Brand } from './brand/brand.entity.js';
import { Warehouse } from './warehouse/warehouse.entity.js';
import { Menu } from './menu/menu.entity.js';
import { Product } from './product/product.entity.js';
import { ProductCategory } from './product/product-category.entity.js';
import { Stock } from './product/stock.entity.js';
import { StockOption } from './product/stock-option.entity.js';
import { Inventory } from './inventory/inventory.entity.js';
import { InventoryHistory } from './inventory/inventory-history.entity.js';
import { Address } from './address/address.entity.js';
import { PasswordReset } from './password-reset/password-reset.entity.js';
import { ShippingMethod } from './shipping/shipping-method.entity.js';
import { PaymentMethod } from './payment/payment-method.entity.js';
import { Job } from '../jobs/job.entity.js';
import { LeadStatus } from './lead-status/lead-status.entity.js';
import { Lead } from './lead/lead.entity.js';
import { LeadActivity, LeadStatusChange } from './lead/lead-history.entity.js';
import { Funnel, FunnelStage } from './lead-funnel/funnel.entity.js';
import { MailOutbox } from '../mail/outbox.entity.js';
import { Cart, CartItem } from './cart/cart.entity.js';
import { Form, FormField, FormFieldOption } from './form/form.entity.js';
import { FormVersion } from './form/form-version.entity.js';
import { FormSubmission } from './form/form-submission.entity.js';
import { Order, OrderComment, OrderLine, OrderStatusChange, PaymentEvent } from './order/order.entity.js';
import { InventorySnapshot, SalesDaily, SalesLedgerEntry } from './report/sales-ledger.entity.js';
import { OrderDiscount, Promotion, PromotionCode, PromotionUsage } from './promotion/promotion.entity.js';
import { Page } from './page/page.entity.js';
import { Block } from './block/block.entity.js';
import { Slide, Slider } from './slider/slider.entity.js';
import { UrlRedirect } from './seo/url-redirect.entity.js';
import { BlogArticle, BlogCategory } from './blog/blog.entity.js';
import { Broadcast, BroadcastMessage, BroadcastRecipient, ReceiverGroup } from './broadcast/broadcast.entities.js';
import { ConsentRecord } from './newsletter/consent-record.entity.js';

import { MembershipChange, MembershipTier } from './membership/membership-tier.entity.js';
import { RewardPoint, RewardPointUse } from './points/reward-point.entity.js';
import { ApiKey } from './api-key/api-key.entity.js';
import { Webhook, WebhookDelivery } from './webhook/webhook.entity.js';
import { Store, StoreRegister } from './store/store.entity.js';
import { RegisterCashMovement, RegisterSession } from './store/register-session.entity.js';
import { PosPayment, PosReturnLine, PosSale } from './store/pos-sale.entity.js';
export const entities = [
  MembershipTier,
  MembershipChange,
  RewardPoint,
  RewardPointUse,
  Role,
  AdminAccount,
  Customer,
  Setting,
  AppSecret,
  RevokedToken,
  Throttle,
  Attribute,
  AttributeValue,
  Brand,
  Warehouse,
  Menu,
  Product,
  ProductCategory,
  Stock,
  StockOption,
  Inventory,
  InventoryHistory,
  Address,
  PasswordReset,
  ShippingMethod,
  PaymentMethod,
  Job,
  MailOutbox,
  Cart,
  CartItem,
  Order,
  OrderLine,
  OrderStatusChange,
  OrderComment,
  PaymentEvent,
  LeadStatus,
  Funnel,
  FunnelStage,
  Lead,
  LeadActivity,
  LeadStatusChange,
  Form,
  FormField,
  FormFieldOption,
  FormVersion,
  FormSubmission,
  SalesLedgerEntry,
  SalesDaily,
  InventorySnapshot,
  ApiKey,
  CostBucket,
  Webhook,
  WebhookDelivery,
  Promotion,
  PromotionCode,
  PromotionUsage,
  OrderDiscount,
  Page,
  Block,
  Slider,
  Slide,
  UrlRedirect,
  BlogCategory,
  BlogArticle,
  ReceiverGroup,
  BroadcastMessage,
  Broadcast,
  BroadcastRecipient,
  ConsentRecord,
  Store,
  StoreRegister,
  RegisterSession,
  RegisterCashMovement,
  PosSale,
  PosPayment,
  PosReturnLine,
];
