import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SwitchableCrudService } from '../../common/crud-service.js';
import { NotFoundError, ValidationError, type FieldErrors } from '../../common/errors.js';
import { paginate, type ListOptions, type Page } from '../../common/pagination.js';
import { keywordFilter, setNewTranslation, setTranslation, type ContentLanguage } from '../../common/translations.js';
import { MESSAGES } from '../../common/validation/rules.js';
import { LeadStatus } from '../lead-status/index.js';
import { recordVersion, writeFields } from './form-definition.js';
import { Form, FormField } from './form.entity.js';
import type { FormInput } from './form.inputs.js';
import { useLanguage } from '../settings/index.js';

export const FORM_MESSAGES = {
  urlTaken: 'The url has already been taken.',
} as const;

/**
 * The form builder's forms (issue 16, permission form_builder): texts per language, fields in order with
 * their options, and a version of the definition for every state that received submissions.
 */
export class FormService extends SwitchableCrudService<Form> {
  protected readonly entity = Form;

  async list(options?: ListOptions, language?: string | null): Promise<Page<Form>> {
    await useLanguage(this.ctx, language);
    return paginate(
      this.em,
      Form,
      { ...options, keyword: undefined },
      {
        sortable: ['id', 'url', 'enabled', 'allowGuest', 'limitSubmit', 'createdAt', 'updatedAt'],
        searchable: [],
        where: keywordFilter(options?.keyword, ['url'], ['title']),
      },
    );
  }

  async get(id: number, language?: string | null): Promise<Form> {
    await useLanguage(this.ctx, language);
    return this.find(id);
  }

  /** The form's current fields (for field resolvers), in order, through the request's loader. */
  fields(formId: number): Promise<FormField[]> {
    return this.ctx.loaders.many(FormField, 'form', { orderBy: { order: 'asc', id: 'asc' } }).load(formId);
  }

  async create(input: FormInput, language?: string | null): Promise<Form> {
    return this.save(null, input, language);
  }

  async update(id: number, input: FormInput, language?: string | null): Promise<Form> {
    await this.find(id);
    return this.save(id, input, language);
  }

  private async save(id: number | null, input: FormInput, language?: string | null): Promise<Form> {
    const content = await useLanguage(this.ctx, language);
    await this.check(id, input);
    try {
      const saved = await this.em.transactional(async (tx) => {
        const form = id === null ? tx.create(Form, { url: input.url }) : await tx.findOneOrFail(Form, { id });
        this.apply(tx, form, input, content, id === null);
        await tx.flush();
        if (input.fields !== undefined && input.fields !== null) await writeFields(tx, form, input.fields, content);
        await tx.flush();
        await recordVersion(tx, form);
        await tx.flush();
        return form;
      });
      this.ctx.loaders.clearAll();
      return saved;
    } catch (error) {
      // Two saves taking one url at the same moment: the loser hears what the check above says.
      if (error instanceof UniqueConstraintViolationException) throw new ValidationError({ url: FORM_MESSAGES.urlTaken });
      throw error;
    }
  }

  private apply(tx: EntityManager, form: Form, input: FormInput, content: ContentLanguage, isNew: boolean): void {
    const write = isNew
      ? setNewTranslation
      : (map: Form['title'], c: ContentLanguage, value: string | null | undefined) => setTranslation(map, c.language, value);
    form.title = write(form.title, content, input.title);
    form.description = write(form.description, content, input.description);
    form.successMessage = write(form.successMessage, content, input.successMessage);
    if (input.url !== undefined) form.url = input.url;
    for (const flag of ['enabled', 'allowGuest', 'limitSubmit', 'createLead'] as const) {
      if (input[flag] !== undefined && input[flag] !== null) form[flag] = input[flag];
    }
    if (input.notifyEmails !== undefined) form.notifyEmails = [...new Set((input.notifyEmails ?? []).filter(Boolean).map((e) => e.toLowerCase()))];
    if (input.leadStatusId !== undefined) form.leadStatus = input.leadStatusId ? tx.getReference(LeadStatus, input.leadStatusId, { wrapped: true }) : null;
    if (input.leadSource !== undefined) form.leadSource = input.leadSource ?? null;
  }

  /** 422 for a taken url or an unknown lead status (every such error at once). */
  private async check(id: number | null, input: FormInput): Promise<void> {
    const errors: FieldErrors = {};
    if (input.url !== undefined && (await this.em.count(Form, id === null ? { url: input.url } : { url: input.url, id: { $ne: id } }))) {
      errors.url = FORM_MESSAGES.urlTaken;
    }
    if (input.leadStatusId && !(await this.em.count(LeadStatus, { id: input.leadStatusId }))) errors.leadStatusId = MESSAGES.noSpecific;
    if (Object.keys(errors).length) throw new ValidationError(errors);
  }

  /** A form by url for the storefront: enabled only, else 404. */
  async findPublic(url: string): Promise<Form> {
    const form = url ? await this.em.findOne(Form, { url, enabled: true }) : null;
    if (!form) throw new NotFoundError('Form not found');
    return form;
  }
}
