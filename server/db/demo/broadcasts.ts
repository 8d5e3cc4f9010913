import type { EntityManager } from '@mikro-orm/postgresql';
import {
  Broadcast,
  BroadcastMessage,
  BroadcastRecipient,
  BroadcastStatus,
  ReceiverGroup,
  RecipientStatus,
} from '../../modules/broadcast/broadcast.entities.js';
import { Customer } from '../../modules/customer/customer.entity.js';

const GROUPS: Pick<ReceiverGroup, 'name' | 'filters'>[] = [
  { name: 'Newsletter readers', filters: { subscribed: true } },
  { name: 'Recent buyers', filters: { subscribed: true, orderedWithinDays: 90 } },
];

const MESSAGE_SUBJECT = { en_us: 'New arrivals for you, {first_name}', zh_hk: '{first_name}，新品到貨' };

/**
 * Two receiver groups, a message in English and Chinese, and one broadcast already sent to the demo
 * shopper (its figures and recipient row as the sending would have left them; no mail goes out).
 * Seeding twice changes nothing.
 */
export async function seedDemoBroadcasts(em: EntityManager): Promise<void> {
  await em.flush();
  const existing = new Set((await em.find(ReceiverGroup, { name: { $in: GROUPS.map((g) => g.name) } })).map((g) => g.name));
  for (const group of GROUPS) if (!existing.has(group.name)) em.create(ReceiverGroup, group);
  if (await em.count(BroadcastMessage, {})) return;
  const message = em.create(BroadcastMessage, {
    subject: MESSAGE_SUBJECT,
    body: {
      en_us: '<p>Dear {first_name} {last_name},</p><p>Our autumn collection has arrived at {shop_name}. Come and have a look!</p>',
      zh_hk: '<p>{first_name}，您好：</p><p>{shop_name} 的秋季新品已經到貨，歡迎選購！</p>',
    },
  });
  const readers = await em.find(Customer, { isSubscribe: true, enabled: true }, { limit: 20, orderBy: { id: 'asc' } });
  const sentAt = new Date(Date.now() - 3 * 24 * 3600 * 1000);
  const broadcast = em.create(Broadcast, {
    message,
    receiverGroups: [GROUPS[0].name],
    sendAt: sentAt,
    status: BroadcastStatus.sent,
    recipients: readers.length,
    sent: readers.length,
    startedAt: sentAt,
    finishedAt: sentAt,
  });
  for (const reader of readers) {
    em.create(BroadcastRecipient, {
      broadcast,
      customerId: reader.id,
      email: reader.email.toLowerCase(),
      firstName: reader.firstName,
      lastName: reader.lastName,
      language: reader.language ?? null,
      status: RecipientStatus.sent,
      doneAt: sentAt,
    });
  }
  await em.flush();
}
