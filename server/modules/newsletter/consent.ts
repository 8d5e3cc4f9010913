import type { EntityManager } from '@mikro-orm/postgresql';
import { ConsentRecord, ConsentSource } from './consent-record.entity.js';

export interface ConsentChange {
  email: string;
  customerId?: number | null;
  subscribed: boolean;
  source: ConsentSource;
  adminId?: number | null;
}

/**
 * Records a consent given or withdrawn, in the caller's unit of work (written by its next flush, in the
 * transaction of the change itself).
 */
export function recordConsent(em: EntityManager, change: ConsentChange): ConsentRecord {
  return em.create(ConsentRecord, {
    email: change.email.trim().toLowerCase(),
    customerId: change.customerId ?? null,
    subscribed: change.subscribed,
    source: change.source,
    adminId: change.adminId ?? null,
  });
}

export { ConsentSource };
