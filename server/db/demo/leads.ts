import type { EntityManager } from '@mikro-orm/postgresql';
import { Customer, LeadSource } from '../../modules/customer/customer.entity.js';
import { LeadStatus, LeadStatusTrigger } from '../../modules/lead-status/lead-status.entity.js';

/** The demo CRM funnel; Contacted mails the assigned staff, Won thanks the customer. */
const DEMO_STATUSES: Pick<LeadStatus, 'title' | 'trigger' | 'triggerSubject' | 'triggerTemplate'>[] = [
  { title: 'New', trigger: LeadStatusTrigger.none, triggerSubject: {}, triggerTemplate: {} },
  {
    title: 'Contacted',
    trigger: LeadStatusTrigger.email_to_assigned,
    triggerSubject: { en_us: 'Follow up with {first_name} {last_name}', zh_hk: '跟進 {last_name}{first_name}' },
    triggerTemplate: {
      en_us: '<p>Hello {staff_name},</p><p>{first_name} {last_name} ({email}, {phone}) is now <strong>{status}</strong>. Please follow up.</p>',
      zh_hk: '<p>{staff_name}，您好：</p><p>{last_name}{first_name}（{email}，{phone}）現為<strong>{status}</strong>，請跟進。</p>',
    },
  },
  { title: 'Qualified', trigger: LeadStatusTrigger.none, triggerSubject: {}, triggerTemplate: {} },
  {
    title: 'Won',
    trigger: LeadStatusTrigger.email_to_lead,
    triggerSubject: { en_us: 'Welcome, {first_name}!', zh_hk: '歡迎您，{first_name}！' },
    triggerTemplate: { en_us: '<p>Dear {first_name},</p><p>Thank you for choosing us.</p>', zh_hk: '<p>{first_name}，您好：</p><p>感謝您的支持。</p>' },
  },
];

/** The demo shop's customers (index.ts seedDemoShopper). */
const DEMO_CUSTOMERS = ['demo@example.com'];

/** Lead statuses, and a status and source for demo customers that have none. Seeding twice changes nothing. */
export async function seedDemoLeads(em: EntityManager): Promise<void> {
  await em.flush();
  const existing = new Map((await em.find(LeadStatus, { title: { $in: DEMO_STATUSES.map((s) => s.title) } })).map((s) => [s.title, s]));
  for (const status of DEMO_STATUSES) {
    if (!existing.has(status.title)) existing.set(status.title, em.create(LeadStatus, status));
  }
  await em.flush();
  const first = existing.get('New')!;
  for (const customer of await em.find(Customer, { status: null, email: { $in: DEMO_CUSTOMERS } })) {
    customer.status = em.getReference(LeadStatus, first.id, { wrapped: true });
    customer.leadSource ??= LeadSource.existing_customer;
  }
}
