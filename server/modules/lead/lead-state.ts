import type { EntityManager } from '@mikro-orm/postgresql';
import { refId } from '../../common/loaders.js';
import { AdminAccount } from '../staff/index.js';
import { FunnelStage } from './funnel.entity.js';
import { LeadStatus, queueLeadStatusMails } from '../lead-status/index.js';
import { LeadStatusChange } from './lead-history.entity.js';
import type { Lead } from './lead.entity.js';

export interface LeadStateTarget {
  /** undefined: unchanged; null: none. */
  statusId?: number | null;
  stageId?: number | null;
}

/**
 * THE one way a lead's status or stage changes, whoever asks (lead form, list, batch, board, form
 * submission, import): in the caller's transaction `tx` it sets the new values, writes one history row
 * (from, to, who, when) and, when the status changed to one with a trigger, queues its mail through the
 * job queue. Because the job is written in the same transaction, a rolled-back or retried change sends
 * nothing extra: one change, one mail. The lead must be locked or freshly created by the caller. Answers
 * whether anything changed. A new stage also sets the lead's funnel (the stage's).
 */
export async function changeLeadState(tx: EntityManager, lead: Lead, target: LeadStateTarget, adminId: number | null, mainLanguage: string): Promise<boolean> {
  const fromStatus = refId(lead.status);
  const fromStage = refId(lead.stage);
  const toStatus = target.statusId === undefined ? fromStatus : target.statusId;
  const toStage = target.stageId === undefined ? fromStage : target.stageId;
  if (toStatus === fromStatus && toStage === fromStage) return false;
  lead.status = toStatus ? tx.getReference(LeadStatus, toStatus, { wrapped: true }) : null;
  if (toStage !== fromStage) {
    const stage = toStage ? await tx.findOneOrFail(FunnelStage, { id: toStage }) : null;
    lead.stage = stage ? tx.getReference(FunnelStage, stage.id, { wrapped: true }) : null;
    if (stage) lead.funnel = stage.funnel;
  }
  tx.create(LeadStatusChange, {
    lead,
    fromStatus: fromStatus ? tx.getReference(LeadStatus, fromStatus, { wrapped: true }) : null,
    toStatus: toStatus ? tx.getReference(LeadStatus, toStatus, { wrapped: true }) : null,
    fromStage: fromStage ? tx.getReference(FunnelStage, fromStage, { wrapped: true }) : null,
    toStage: toStage ? tx.getReference(FunnelStage, toStage, { wrapped: true }) : null,
    admin: adminId ? tx.getReference(AdminAccount, adminId, { wrapped: true }) : null,
  });
  if (toStatus && toStatus !== fromStatus) {
    const status = await tx.findOneOrFail(LeadStatus, { id: toStatus });
    const staffId = refId(lead.admin);
    const staff = staffId ? await tx.findOne(AdminAccount, { id: staffId }) : null;
    const person = { firstName: lead.firstName, lastName: lead.lastName, email: lead.emails[0] ?? '', phone: lead.phones[0] ?? null };
    await queueLeadStatusMails(tx, person, status, staff, mainLanguage);
  }
  return true;
}
