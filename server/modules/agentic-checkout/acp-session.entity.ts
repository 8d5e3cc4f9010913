import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/** What the agent asked for, per line: the variant (stock) id as the item id, and how many. */
export interface SessionItem {
  /** The line's own id in the session (`li_<n>`), stable across updates of the same item. */
  lineId: string;
  itemId: string;
  quantity: number;
}

export type AcpSessionStatus = 'not_ready_for_payment' | 'ready_for_payment' | 'authentication_required' | 'complete_in_progress' | 'completed' | 'canceled';

/**
 * An agent platform's checkout session (ACP 2026-04-17), owned by the API key that created it. Only what
 * the agent sent is kept: prices, fees, stock and discounts are worked out again by the shop's pricing
 * pipeline on every answer, so a session always shows the shop's current truth.
 */
@Entity({ tableName: 'acp_checkout_session' })
@Index({ properties: ['apiKeyId', 'createdAt'] })
export class AcpCheckoutSession {
  @PrimaryKey({ type: 'string', length: 64 })
  id!: string;

  /** The key that created it: another key's request is answered 404. */
  @Property({ type: 'integer' })
  apiKeyId!: number;

  @Property({ type: 'string', length: 30 })
  status: AcpSessionStatus & Opt = 'not_ready_for_payment';

  /** The shop currency's identifier (upper case, as orders store it). */
  @Property({ type: 'string', length: 10 })
  currency!: string;

  @Property({ type: 'jsonb', defaultRaw: `'[]'` })
  items: SessionItem[] & Opt = [];

  /** The ACP Buyer object as sent (e-mail, names, phone). */
  @Property({ type: 'jsonb', nullable: true })
  buyer?: Record<string, unknown> | null;

  /** The ACP FulfillmentDetails object as sent (name, phone, e-mail, address). */
  @Property({ type: 'jsonb', nullable: true })
  fulfillmentDetails?: Record<string, unknown> | null;

  /** The ACP SelectedFulfillmentOption list as sent. */
  @Property({ type: 'jsonb', defaultRaw: `'[]'` })
  selectedFulfillmentOptions: { type: string; option_id: string; item_ids: string[] }[] & Opt = [];

  /** Discount codes submitted (the discount extension's `discounts.codes`). */
  @Property({ type: 'jsonb', defaultRaw: `'[]'` })
  discountCodes: string[] & Opt = [];

  @Property({ type: 'text', default: '' })
  orderNotes: string & Opt = '';

  @Property({ type: 'string', length: 35, nullable: true })
  locale?: string | null;

  /** The PaymentIntent of the payment under way (3-D Secure) or made. */
  @Property({ type: 'string', length: 255, nullable: true })
  paymentIntentId?: string | null;

  /**
   * The order made by completing it, kept as its id (`mapToPk`: the order module's entity is named, not
   * imported); the migration's foreign key clears it if the order goes.
   */
  @ManyToOne('Order', { nullable: true, mapToPk: true, fieldName: 'order_id', deleteRule: 'set null', updateRule: 'no action' })
  @Index()
  orderId?: number | null;

  /** The order's page as the agent was given it (the order events repeat it). */
  @Property({ type: 'string', length: 600, nullable: true })
  orderPermalink?: string | null;

  /** The session as it was sold (answered again once completed: today's prices and stock do not change it). */
  @Property({ type: 'jsonb', nullable: true })
  soldView?: Record<string, unknown> | null;

  /** The last payment's refusal, shown until the next attempt (payment_declined). */
  @Property({ type: 'string', length: 30, nullable: true })
  paymentError?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();

  @Property({ type: 'datetime' })
  expiresAt!: Date;
}

/**
 * The settings of agentic checkout (one row, id 1): whether the endpoints answer, and the platform's
 * webhook (a subscription of the shop's webhook outbox, so its deliveries retry and are logged as any).
 */
@Entity({ tableName: 'agentic_checkout_config' })
export class AgenticCheckoutConfig {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id: number & Opt = 1;

  @Property({ type: 'boolean', default: false })
  enabled: boolean & Opt = false;

  /** The outbox's subscription that carries order events to the agent platform (null: none set, or deleted). */
  @ManyToOne('Webhook', { nullable: true, mapToPk: true, fieldName: 'webhook_id', deleteRule: 'set null', updateRule: 'no action' })
  webhookId?: number | null;

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
