import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../config/env.js';
import { hashPassword } from '../../common/password.js';
import { Permission } from '../../common/permissions.js';
import { Customer, Gender } from '../../modules/customer/customer.entity.js';
import { Role } from '../../modules/staff/role.entity.js';
import { seedDemoCatalogue } from './catalogue.js';
import { seedDemoCheckoutMethods } from './checkout-methods.js';
import { seedDemoLeads } from './leads.js';
import { seedDemoFunnel } from './lead-funnel.js';
import { seedDemoOrders } from './orders.js';
import { seedDemoForms } from './forms.js';
import { seedDemoContent } from './content.js';
import { seedDemoBroadcasts } from './broadcasts.js';
import { seedDemoLoyalty } from './loyalty.js';
import { DEMO_CASHIER_ROLE, seedDemoStores } from './stores.js';

/**
 * The demo shop. Each part checks for itself whether it is already there, so seeding twice changes
 * nothing; later features add their parts here.
 */
export async function seedDemo(em: EntityManager, config: AppConfig): Promise<void> {
  await seedDemoRoles(em);
  await seedDemoShopper(em);
  await seedDemoLeads(em);
  await seedDemoFunnel(em);
  await seedDemoCatalogue(em, config);
  await seedDemoCheckoutMethods(em);
  await seedDemoOrders(em, config);
  await seedDemoForms(em);
  await seedDemoContent(em, config);
  await seedDemoBroadcasts(em);
  await seedDemoLoyalty(em);
  await seedDemoStores(em, config);
}

const DEMO_ROLES: { name: string; permissions: Permission[] }[] = [
  {
    name: 'Catalogue Manager',
    permissions: [Permission.product, Permission.attribute, Permission.brand, Permission.menu, Permission.warehouse, Permission.slider],
  },
  { name: 'Customer Service', permissions: [Permission.customer_account, Permission.order, Permission.lead, Permission.form_builder] },
  { name: 'Content Editor', permissions: [Permission.page, Permission.block, Permission.blog, Permission.slider, Permission.menu] },
  // The demo stores' cashiers (stores.ts): the point of sale and its registers, nothing else.
  { name: DEMO_CASHIER_ROLE, permissions: [Permission.offlinestore] },
];

async function seedDemoRoles(em: EntityManager): Promise<void> {
  const existing = new Set((await em.find(Role, { name: { $in: DEMO_ROLES.map((r) => r.name) } })).map((r) => r.name));
  for (const role of DEMO_ROLES) {
    if (!existing.has(role.name)) em.create(Role, role);
  }
}

/** A shopper account to try the storefront with: demo@example.com / demo1234. */
async function seedDemoShopper(em: EntityManager): Promise<void> {
  if (await em.count(Customer, { email: 'demo@example.com' })) return;
  em.create(Customer, {
    firstName: 'Mei',
    lastName: 'Chan',
    email: 'demo@example.com',
    passwordHash: await hashPassword('demo1234'),
    phone: '+852 5123 4567',
    gender: Gender.female,
    enabled: true,
    isSubscribe: true,
  });
}
