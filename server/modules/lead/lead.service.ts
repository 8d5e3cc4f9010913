import { LockMode, raw } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CrudService } from '../../common/crud-service.js';
import { ConflictError, NotFoundError, ValidationError, type FieldErrors } from '../../common/errors.js';
import { refId } from '../../common/loaders.js';
import { optionalMoney } from '../../common/money.js';
import { escapeLike, paginate, type Page } from '../../common/pagination.js';
import { run } from '../../common/sql.js';
import { unitOfWork } from '../../common/transaction.js';
import { MESSAGES } from '../../common/validation/rules.js';
import { AdminAccount } from '../staff/index.js';
import { Customer } from '../customer/index.js';
import { Funnel, FunnelStage } from './funnel.entity.js';
import { LeadStatus } from '../lead-status/index.js';
import { LeadActivity } from './lead-history.entity.js';
import { Lead } from './lead.entity.js';
import type { LeadActivityInput, LeadDuplicate, LeadInput, LeadListOptions, MoveLeadInput } from './lead.inputs.js';
import { cleanEmails, cleanPhones } from './lead-phone.js';
import { changeLeadState } from './lead-state.js';
import { findDuplicates } from './lead-duplicates.js';
import { announceDeletedLeads, announceLead } from './lead-events.js';
import { countCardsInStage, makeRoomInStage } from './lead.sql.js';
import { useLanguage } from '../settings/index.js';

export const LEAD_MESSAGES = {
  stale: 'This lead was changed by someone else; the board has been refreshed',
} as const;

const TEXT_FIELDS = ['company', 'jobTitle', 'leadSourceDescription', 'description'] as const;

/** Leads of the CRM (issue 17): the form, the list and its batches, the board's moves and the timeline. */
export class LeadService extends CrudService<Lead> {
  protected readonly entity = Lead;

  list(options?: LeadListOptions): Promise<Page<Lead>> {
    const where: Record<string, unknown>[] = [];
    if (options?.statusId) where.push({ status: options.statusId });
    if (options?.leadSource) where.push({ leadSource: options.leadSource });
    if (options?.adminId) where.push({ admin: options.adminId });
    if (options?.funnelId) where.push({ funnel: options.funnelId });
    if (options?.stageId) where.push({ stage: options.stageId });
    if (options?.followUpBefore) where.push({ followUpAt: { $lt: options.followUpBefore } });
    const keyword = options?.keyword?.trim();
    if (keyword) {
      const pattern = `%${escapeLike(keyword)}%`;
      // Names also match as "first last"; the lists (e-mails, phones, tags) as their JSON text.
      const text = (sql: string) => ({ [raw((alias: string) => sql.replace(/\$\./g, alias ? `${alias}.` : ''), [pattern])]: [] });
      where.push({
        $or: [
          { company: { $ilike: pattern } },
          text(`($."first_name" || ' ' || $."last_name") ilike ?`),
          text(`$."emails"::text ilike ?`),
          text(`$."phones"::text ilike ?`),
          text(`$."tags"::text ilike ?`),
        ],
      });
    }
    return paginate(
      this.em,
      Lead,
      { ...options, keyword: undefined },
      {
        sortable: ['id', 'firstName', 'lastName', 'company', 'leadSource', 'expectedValue', 'followUpAt', 'createdAt', 'updatedAt'],
        searchable: [],
        where: where.length ? ({ $and: where } as never) : undefined,
      },
    );
  }

  get(id: number): Promise<Lead> {
    return this.find(id);
  }

  create(input: LeadInput): Promise<Lead> {
    return this.save(null, input);
  }

  update(id: number, input: LeadInput): Promise<Lead> {
    return this.save(id, input);
  }

  /** Create (id null) or update in one transaction, status and stage through changeLeadState. */
  private async save(id: number | null, input: LeadInput): Promise<Lead> {
    const content = await useLanguage(this.ctx);
    const saved = await unitOfWork(this.em, async (tx) => {
      const lead = id === null ? null : await tx.findOne(Lead, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (id !== null && !lead) throw new NotFoundError();
      if (lead && input.version !== undefined && input.version !== null && input.version !== lead.version) throw new ConflictError(LEAD_MESSAGES.stale);
      const stageId = await this.checkReferences(tx, input, lead);
      const fromStatusId = refId(lead?.status);
      const target = lead ?? tx.create(Lead, { firstName: input.firstName });
      this.apply(tx, target, input);
      if (lead) target.version += 1;
      await changeLeadState(tx, target, { statusId: input.statusId, stageId }, this.adminId(), content.mainLanguage);
      if (stageId !== undefined && stageId !== refId(lead?.stage)) target.position = await this.bottomOf(tx, stageId);
      await tx.flush();
      await announceLead(tx, target, { created: !lead, fromStatusId });
      return target;
    });
    this.ctx.loaders.clearAll();
    return saved;
  }

  /** Every reference the form sent must exist (all reported at once); answers the stage to set, if sent. */
  private async checkReferences(tx: EntityManager, input: LeadInput, lead: Lead | null): Promise<number | null | undefined> {
    const errors: FieldErrors = {};
    const exists = async (field: string, entity: typeof LeadStatus | typeof AdminAccount | typeof Customer | typeof Funnel, id: number | null | undefined) => {
      if (id && !(await tx.count(entity, { id }))) errors[field] = MESSAGES.noSpecific;
    };
    await exists('statusId', LeadStatus, input.statusId);
    await exists('adminId', AdminAccount, input.adminId);
    await exists('customerId', Customer, input.customerId);
    await exists('funnelId', Funnel, input.funnelId);
    let stageId = input.stageId;
    const funnelId = input.funnelId === undefined ? refId(lead?.funnel) : input.funnelId;
    if (stageId) {
      const stage = await tx.findOne(FunnelStage, { id: stageId });
      if (!stage || (funnelId && refId(stage.funnel) !== funnelId)) errors.stageId = MESSAGES.noSpecific;
    } else if (input.funnelId !== undefined && input.funnelId !== refId(lead?.funnel)) {
      // A new funnel without a stage: the lead enters its first column.
      const first = input.funnelId ? await tx.findOne(FunnelStage, { funnel: input.funnelId }, { orderBy: { position: 'asc', id: 'asc' } }) : null;
      stageId = first?.id ?? null;
    }
    if (Object.keys(errors).length) throw new ValidationError(errors);
    return stageId;
  }

  private apply(tx: EntityManager, lead: Lead, input: LeadInput): void {
    if (input.firstName !== undefined && input.firstName !== null) lead.firstName = input.firstName;
    if (input.lastName !== undefined) lead.lastName = input.lastName ?? '';
    for (const key of TEXT_FIELDS) if (input[key] !== undefined) lead[key] = input[key] || null;
    if (input.emails !== undefined) lead.emails = cleanEmails(input.emails);
    if (input.phones !== undefined) lead.phones = cleanPhones(input.phones);
    if (input.tags !== undefined) lead.tags = [...new Set((input.tags ?? []).map((t) => t.trim()).filter(Boolean))];
    if (input.leadSource !== undefined) lead.leadSource = input.leadSource ?? null;
    if (input.expectedValue !== undefined) lead.expectedValue = optionalMoney(input.expectedValue);
    if (input.followUpAt !== undefined) lead.followUpAt = input.followUpAt ?? null;
    if (input.adminId !== undefined) lead.admin = input.adminId ? tx.getReference(AdminAccount, input.adminId, { wrapped: true }) : null;
    if (input.customerId !== undefined) lead.customer = input.customerId ? tx.getReference(Customer, input.customerId, { wrapped: true }) : null;
    if (input.funnelId !== undefined) lead.funnel = input.funnelId ? tx.getReference(Funnel, input.funnelId, { wrapped: true }) : null;
  }

  /** Batch status change from the list: each lead through changeLeadState (history and trigger mail each). */
  async setStatuses(ids: number[], statusId: number | null): Promise<number> {
    const content = await useLanguage(this.ctx);
    if (statusId && !(await this.em.count(LeadStatus, { id: statusId }))) throw new ValidationError({ statusId: MESSAGES.noSpecific });
    const changed = await unitOfWork(this.em, async (tx) => {
      const leads = await this.findAll(ids, { em: tx, lockMode: LockMode.PESSIMISTIC_WRITE });
      const changed: { lead: Lead; fromStatusId: number | null }[] = [];
      for (const lead of leads.sort((a, b) => a.id - b.id)) {
        const fromStatusId = refId(lead.status);
        if (await changeLeadState(tx, lead, { statusId }, this.adminId(), content.mainLanguage)) {
          lead.version += 1;
          changed.push({ lead, fromStatusId });
        }
      }
      await tx.flush();
      for (const { lead, fromStatusId } of changed) await announceLead(tx, lead, { fromStatusId });
      return leads.length;
    });
    this.ctx.loaders.clearAll();
    return changed;
  }

  /**
   * A board move: the card goes to `stageId` at position `order` (default the bottom). The version the
   * board showed must still be the lead's (row lock, then compare), else 409: two people moving one card,
   * the second is told and reloads.
   */
  async move(id: number, input: MoveLeadInput): Promise<Lead> {
    const content = await useLanguage(this.ctx);
    const moved = await unitOfWork(this.em, async (tx) => {
      const lead = await tx.findOne(Lead, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!lead) throw new NotFoundError();
      if (lead.version !== input.version) throw new ConflictError(LEAD_MESSAGES.stale);
      const stage = await tx.findOne(FunnelStage, { id: input.stageId });
      if (!stage || (refId(lead.funnel) && refId(stage.funnel) !== refId(lead.funnel))) throw new ValidationError({ stageId: MESSAGES.noSpecific });
      await changeLeadState(tx, lead, { stageId: stage.id }, this.adminId(), content.mainLanguage);
      const bottom = await this.bottomOf(tx, stage.id, lead.id);
      const order = input.order === null || input.order === undefined ? bottom : Math.max(0, Math.min(input.order, bottom));
      // Make room: the cards from `order` down move one place down (one statement, the column stays dense).
      await run(tx, makeRoomInStage, [stage.id, order, lead.id]);
      lead.position = order;
      lead.version += 1;
      await tx.flush();
      await announceLead(tx, lead);
      return lead;
    });
    this.ctx.loaders.clearAll();
    return moved;
  }

  /** All or nothing, and partners hear of each lead as it was (lead.deleted) only if the delete commits. */
  override async removeMany(ids: number[]): Promise<number> {
    const removed = await unitOfWork(this.em, async (tx) => {
      const leads = await this.findAll(ids, { em: tx, lockMode: LockMode.PESSIMISTIC_WRITE });
      await announceDeletedLeads(tx, leads);
      leads.forEach((lead) => tx.remove(lead));
      await tx.flush();
      return leads.length;
    });
    this.ctx.loaders.clearAll();
    return removed;
  }

  /** The position below the last card of a stage's column (not counting `except`). */
  private async bottomOf(tx: EntityManager, stageId: number | null, except = 0): Promise<number> {
    if (!stageId) return 0;
    const [row] = await run(tx, countCardsInStage, [stageId, except]);
    return Number(row.n);
  }

  duplicates(emails: string[], phones: string[], excludeLeadId?: number | null): Promise<LeadDuplicate[]> {
    return findDuplicates(this.em, emails, phones, excludeLeadId);
  }

  async addActivity(leadId: number, input: LeadActivityInput): Promise<LeadActivity> {
    const lead = await this.find(leadId);
    const adminId = this.adminId();
    const activity = this.em.create(LeadActivity, {
      lead,
      kind: input.kind,
      body: input.body,
      author: adminId ? this.em.getReference(AdminAccount, adminId, { wrapped: true }) : null,
    });
    await this.em.flush();
    return activity;
  }

  private adminId(): number | null {
    const principal = this.ctx.principal;
    return principal?.kind === 'admin' && !principal.apiKey ? principal.id : null;
  }
}
