import type { EntityManager } from '@mikro-orm/postgresql';
import { refId } from '../../common/loaders.js';
import { Permission } from '../../common/permissions.js';
import { emitWebhookEvent, emitWebhookEvents, registerWebhookEvent, webhookData } from '../webhook/index.js';
import type { Lead } from './lead.entity.js';

/**
 * Partners hear of leads (issue 23 with issue 17): created, updated (any change, also a board move, a
 * conversion or a form submission), status_changed (adds `from_status_id`) and deleted (the record as it
 * was). Each is queued in the transaction of the change; subscribing needs the `lead` permission.
 */
export const LEAD_EVENTS = ['lead.created', 'lead.updated', 'lead.status_changed', 'lead.deleted'] as const;
type LeadEvent = (typeof LEAD_EVENTS)[number];

/** The references the admin API answers as ids (the GraphQL field resolvers of Lead answer these too). */
export function leadReferences(lead: Lead): Record<(typeof REFERENCES)[number], number | null> {
  return {
    statusId: refId(lead.status),
    adminId: refId(lead.admin),
    funnelId: refId(lead.funnel),
    stageId: refId(lead.stage),
    customerId: refId(lead.customer),
    order: lead.position,
  };
}

/** The stored fields the admin REST GET answers (api-contract "lead"), besides the references. */
const FIELDS = [
  'id',
  'createdAt',
  'updatedAt',
  'firstName',
  'lastName',
  'company',
  'jobTitle',
  'emails',
  'phones',
  'leadSource',
  'leadSourceDescription',
  'expectedValue',
  'followUpAt',
  'description',
  'tags',
  'convertedAt',
  'version',
] as const;
const REFERENCES = ['statusId', 'adminId', 'funnelId', 'stageId', 'customerId', 'order'] as const;
type LeadRecord = Record<(typeof FIELDS)[number] | (typeof REFERENCES)[number], unknown>;

/** Every field, unset ones as null (as the API answers them), snake_case. */
const eventData = (record: LeadRecord): Record<string, unknown> =>
  webhookData(Object.fromEntries([...FIELDS, ...REFERENCES].map((key) => [key, record[key] ?? null])));

/** The lead as the admin REST GET answers its fields (api-contract "lead"), snake_case: the event's `data`. */
export function leadEventData(lead: Lead): Record<string, unknown> {
  return eventData({ ...(lead as unknown as Record<(typeof FIELDS)[number], unknown>), ...leadReferences(lead) });
}

const EXAMPLE_LEAD: LeadRecord = {
  id: 42,
  createdAt: new Date('2026-11-25T02:00:00.000Z'),
  updatedAt: new Date('2026-11-25T02:30:00.000Z'),
  firstName: 'Mei',
  lastName: 'Chan',
  company: 'Harbour Traders',
  jobTitle: 'Buyer',
  emails: ['mei.chan@example.com'],
  phones: ['+85255550101'],
  leadSource: 'partner',
  leadSourceDescription: null,
  expectedValue: '1200.00',
  followUpAt: new Date('2026-12-01T01:00:00.000Z'),
  description: null,
  tags: ['wholesale'],
  convertedAt: null,
  version: 3,
  statusId: 2,
  adminId: 1,
  funnelId: 1,
  stageId: 3,
  customerId: null,
  order: 0,
};

/** A payload example of each event for the README, through the same mapper as the real events. */
const EXAMPLES: Record<LeadEvent, () => Record<string, unknown>> = {
  'lead.created': () => eventData({ ...EXAMPLE_LEAD, version: 1 }),
  'lead.updated': () => eventData(EXAMPLE_LEAD),
  'lead.status_changed': () => ({ ...eventData(EXAMPLE_LEAD), from_status_id: 1 }),
  'lead.deleted': () => eventData(EXAMPLE_LEAD),
};
for (const event of LEAD_EVENTS) registerWebhookEvent(event, Permission.lead, EXAMPLES[event]);

export interface LeadChange {
  created?: boolean;
  /** The status before the change (undefined: the change could not touch it). */
  fromStatusId?: number | null;
}

/**
 * Queues lead.created or lead.updated, and lead.status_changed when the status moved, in `tx` (the
 * change's transaction, flushed: a new lead has its id).
 */
export async function announceLead(tx: EntityManager, lead: Lead, change: LeadChange = {}): Promise<void> {
  await emitWebhookEvent(tx, change.created ? 'lead.created' : 'lead.updated', () => leadEventData(lead));
  const toStatusId = refId(lead.status);
  if (!change.created && change.fromStatusId !== undefined && change.fromStatusId !== toStatusId) {
    await emitWebhookEvent(tx, 'lead.status_changed', () => ({ ...leadEventData(lead), from_status_id: change.fromStatusId }));
  }
}

/** lead.deleted for each lead about to be removed (their records taken now, as they were). */
export async function announceDeletedLeads(tx: EntityManager, leads: Lead[]): Promise<void> {
  const records = leads.map(leadEventData);
  await emitWebhookEvents(tx, 'lead.deleted', () => records);
}
