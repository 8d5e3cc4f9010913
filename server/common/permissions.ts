import { registerEnumType } from 'type-graphql';

/**
 * The permission catalogue: the sidebar names of spec section 6, in sidebar order. Every admin root
 * field is guarded by one of them (see auth-checker.ts); roles hold a subset.
 */
// Keys equal values so that GraphQL enum names are the catalogue's own names (REST sends them as is).
export enum Permission {
  setting = 'setting',
  page = 'page',
  block = 'block',
  menu = 'menu',
  brand = 'brand',
  role = 'role',
  admin_account = 'admin_account',
  customer_account = 'customer_account',
  product = 'product',
  attribute = 'attribute',
  payment = 'payment',
  shipping = 'shipping',
  order = 'order',
  offlinestore = 'offlinestore',
  slider = 'slider',
  membershiptier = 'membershiptier',
  warehouse = 'warehouse',
  promotion = 'promotion',
  report = 'report',
  blog = 'blog',
  lead = 'lead',
  broadcast = 'broadcast',
  form_builder = 'form_builder',
  /** Settings -> API keys (issue 23): keys for partners' integrations. */
  api_key = 'api_key',
  /** Settings -> Webhooks (issue 23): signed event deliveries to partners. */
  webhook = 'webhook',
  /** Settings -> Agentic checkout (issue 45): AI agents' platforms check out through the ACP. */
  agentic_checkout = 'agentic_checkout',
}

registerEnumType(Permission, { name: 'Permission', description: 'The permission catalogue (sidebar names)' });

export const ALL_PERMISSIONS: Permission[] = Object.values(Permission);

export function isPermission(value: string): value is Permission {
  return (ALL_PERMISSIONS as string[]).includes(value);
}

const squeeze = (name: string) => name.toLowerCase().replace(/[\s_-]/g, '');

/**
 * A permission name as spec 6 writes it in either of its lists (`formbuilder` and `form_builder`,
 * `customer_account`, `offlinestore`...): the catalogue's name, matched without case, spaces, hyphens
 * and underscores. Anything else is answered unchanged (and refused by the enum).
 */
export function catalogueName(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  return ALL_PERMISSIONS.find((permission) => squeeze(permission) === squeeze(value)) ?? value;
}

/** Who may call a root field besides a permission: anyone, any signed-in admin, a signed-in shopper. */
export enum Access {
  Public = 'public',
  AnyAdmin = 'any_admin',
  Shopper = 'shopper',
}
