import { ForeignKeyConstraintViolationException } from '@mikro-orm/core';
import { CrudService } from '../../common/crud-service.js';
import { ConflictError, fieldError } from '../../common/errors.js';
import { MESSAGES } from '../../common/validation/rules.js';
import { paginate, type ListOptions, type Page } from '../../common/pagination.js';
import { sanitizeRichText } from '../../common/rich-text.js';
import { setNewTranslation, setTranslation, translate, type ContentLanguage } from '../../common/translations.js';
import { LeadStatus, LeadStatusTrigger } from './lead-status.entity.js';
import type { LeadStatusInput } from './lead-status.inputs.js';
import { run } from '../../common/sql.js';
import { customersWithStatuses } from './lead-status.sql.js';
import { useLanguage } from '../settings/index.js';

export const LEAD_STATUS_MESSAGES = {
  inUse: 'The status is used by customers and can not be deleted.',
} as const;

/** Lead statuses (spec 3) and their trigger mail texts. */
export class LeadStatusService extends CrudService<LeadStatus> {
  protected readonly entity = LeadStatus;

  async list(options?: ListOptions, language?: string | null): Promise<Page<LeadStatus>> {
    await useLanguage(this.ctx, language);
    return paginate(this.em, LeadStatus, options, { sortable: ['id', 'title', 'trigger', 'createdAt', 'updatedAt'], searchable: ['title'] });
  }

  async get(id: number, language?: string | null): Promise<LeadStatus> {
    await useLanguage(this.ctx, language);
    return this.find(id);
  }

  async create(input: LeadStatusInput, language?: string | null): Promise<LeadStatus> {
    const content = await useLanguage(this.ctx, language);
    const status = this.em.create(LeadStatus, { title: input.title });
    this.apply(status, input, content, true);
    await this.em.flush();
    return status;
  }

  async update(id: number, input: LeadStatusInput, language?: string | null): Promise<LeadStatus> {
    const content = await useLanguage(this.ctx, language);
    const status = await this.find(id);
    this.apply(status, input, content, false);
    // A partial update may choose a trigger and leave the template out: the stored one must then exist.
    if (status.trigger !== LeadStatusTrigger.none && !translate(status.triggerTemplate, content.language, content.mainLanguage)) {
      throw fieldError('triggerTemplate', MESSAGES.required);
    }
    await this.em.flush();
    return status;
  }

  /** All or nothing: a missing id (404) or a status some customer holds (409) stops the batch. */
  override async removeMany(ids: number[]): Promise<number> {
    const statuses = await this.findAll(ids);
    const [{ count }] = await run(this.em, customersWithStatuses, [ids]);
    if (Number(count) > 0) throw new ConflictError(LEAD_STATUS_MESSAGES.inUse);
    statuses.forEach((status) => this.em.remove(status));
    try {
      await this.em.flush();
    } catch (error) {
      // A customer took the status between the check and the delete.
      if (error instanceof ForeignKeyConstraintViolationException) throw new ConflictError(LEAD_STATUS_MESSAGES.inUse);
      throw error;
    }
    return statuses.length;
  }

  private apply(status: LeadStatus, input: LeadStatusInput, content: ContentLanguage, isNew: boolean): void {
    const write = (map: LeadStatus['triggerSubject'], value: string | null | undefined) =>
      isNew ? setNewTranslation(map, content, value) : setTranslation(map, content.language, value);
    status.title = input.title ?? status.title;
    // Absent keeps the trigger on an update (a create starts with none); null clears it.
    if (input.trigger !== undefined || isNew) status.trigger = input.trigger ?? LeadStatusTrigger.none;
    status.triggerSubject = write(status.triggerSubject, input.triggerSubject);
    if (input.triggerTemplate !== undefined) {
      status.triggerTemplate = write(status.triggerTemplate, input.triggerTemplate === null ? null : sanitizeRichText(input.triggerTemplate));
    }
  }
}
