// The list of migrations, in order. `npm run migration:create` rewrites this file; never edit a
// migration that has landed: add a new one.
import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000231 } from './Migration20261122000231.js';
import { Migration20261122002615 } from './Migration20261122002615.js';
import { Migration20261122010539 } from './Migration20261122010539.js';
import { Migration20261122011107 } from './Migration20261122011107.js';
import { Migration20261122024311_shipping_payment } from './Migration20261122024311_shipping_payment.js';
import { Migration20261122024445_customers } from './Migration20261122024445_customers.js';
import { Migration20261122024900_catalogue_speed } from './Migration20261122024900_catalogue_speed.js';
import { Migration20261122025702_orders } from './Migration20261122025702_orders.js';
import { Migration20261124211821_login_delay } from './Migration20261124211821_login_delay.js';
import { Migration20261124212133_stock_pos } from './Migration20261124212133_stock_pos.js';
import { Migration20261124212750_sessions } from './Migration20261124212750_sessions.js';
import { Migration20261124231332_content } from './Migration20261124231332_content.js';
import { Migration20261124231508_sales_ledger } from './Migration20261124231508_sales_ledger.js';
import { Migration20261124231617_forms } from './Migration20261124231617_forms.js';
import { Migration20261124231655_api_keys } from './Migration20261124231655_api_keys.js';
import { Migration20261124231751 } from './Migration20261124231751.js';
import { Migration20261124234026_cost_buckets } from './Migration20261124234026_cost_buckets.js';
import { Migration20261125000318_blog } from './Migration20261125000318_blog.js';
import { Migration20261125001744_webhooks } from './Migration20261125001744_webhooks.js';
import { Migration20261125020538_stripe_key } from './Migration20261125020538_stripe_key.js';
import { Migration20261125023827_stock_images } from './Migration20261125023827_stock_images.js';

export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122000231', class: Migration20261122000231 },
  { name: 'Migration20261122002615', class: Migration20261122002615 },
  { name: 'Migration20261122010539', class: Migration20261122010539 },
  { name: 'Migration20261122011107', class: Migration20261122011107 },
  { name: 'Migration20261122024311_shipping_payment', class: Migration20261122024311_shipping_payment },
  { name: 'Migration20261122024445_customers', class: Migration20261122024445_customers },
  { name: 'Migration20261122024900_catalogue_speed', class: Migration20261122024900_catalogue_speed },
  { name: 'Migration20261122025702_orders', class: Migration20261122025702_orders },
  { name: 'Migration20261124211821_login_delay', class: Migration20261124211821_login_delay },
  { name: 'Migration20261124212133_stock_pos', class: Migration20261124212133_stock_pos },
  { name: 'Migration20261124212750_sessions', class: Migration20261124212750_sessions },
  { name: 'Migration20261124231332_content', class: Migration20261124231332_content },
  { name: 'Migration20261124231508_sales_ledger', class: Migration20261124231508_sales_ledger },
  { name: 'Migration20261124231617_forms', class: Migration20261124231617_forms },
  { name: 'Migration20261124231655_api_keys', class: Migration20261124231655_api_keys },
  { name: 'Migration20261124231751', class: Migration20261124231751 },
  { name: 'Migration20261124234026_cost_buckets', class: Migration20261124234026_cost_buckets },
  { name: 'Migration20261125000318_blog', class: Migration20261125000318_blog },
  { name: 'Migration20261125001744_webhooks', class: Migration20261125001744_webhooks },
  { name: 'Migration20261125020538_stripe_key', class: Migration20261125020538_stripe_key },
  { name: 'Migration20261125023827_stock_images', class: Migration20261125023827_stock_images },
];
