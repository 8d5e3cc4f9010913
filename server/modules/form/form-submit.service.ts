import { randomUUID } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError, UnauthenticatedError, ValidationError } from '../../common/errors.js';
import { Service } from '../../common/service.js';
import { translate, type ContentLanguage } from '../../common/translations.js';
import { queueMail } from '../../mail/mail.service.js';
import { Permission } from '../../common/permissions.js';
import { ThrottleService } from '../system/index.js';
import { emitWebhookEvent, registerWebhookEvent } from '../webhook/index.js';
import { checkAnswers, searchText } from './form-answers.js';
import { upsertLeadFromSubmission } from './form-lead.js';
import { FormSubmission, type AnswerValue } from './form-submission.entity.js';
import { FormVersion } from './form-version.entity.js';
import { CHOICE_TYPES, Form, FormField } from './form.entity.js';
import type { FormSubmitInput } from './form.inputs.js';
import { FormService } from './form.service.js';
import type { FormFieldView, FormSubmitResult, PublicForm, SubmitHistory } from './form.views.js';
import { run } from '../../common/sql.js';
import { customerSubmissions } from './form.sql.js';
import { useLanguage } from '../settings/index.js';

// Partners (issue 23) hear of each stored submission, as staff who may read forms would see it.
registerWebhookEvent('form.submitted', Permission.form_builder);

export const FORM_SUBMIT_MESSAGES = {
  loginFirst: 'Please login first',
  alreadySubmitted: 'You have already submitted this form.',
} as const;

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;
/** A unique violation means another request won a race; the next attempt sees its row. */
const ATTEMPTS = 3;

/**
 * The storefront side of forms: the visible definition, the submission (throttled per client address,
 * honeypot, idempotent per render, limit_submit under a unique key) with its notification mail and lead
 * in the same transaction, and the shopper's own submit histories.
 */
export class FormSubmitService extends Service {
  async publicForm(url: string, language?: string | null): Promise<PublicForm> {
    const content = await useLanguage(this.ctx, language);
    const form = await FormService.of(this.ctx).findPublic(url);
    const fields = await this.em.find(FormField, { form: form.id }, { populate: ['options'], orderBy: { order: 'asc', id: 'asc' } });
    const t = (map: Record<string, string>) => translate(map, content.language, content.mainLanguage);
    return {
      id: form.id,
      url: form.url,
      title: t(form.title),
      description: t(form.description),
      successMessage: t(form.successMessage),
      allowGuest: form.allowGuest,
      limitSubmit: form.limitSubmit,
      alreadySubmitted: form.limitSubmit && !!this.customerId() && (await this.em.count(FormSubmission, { limitKey: this.limitKey(form) })) > 0,
      idempotencyKey: randomUUID(),
      fields: fields.map((field): FormFieldView => ({
        key: field.key,
        type: field.type,
        required: field.required,
        label: t(field.label),
        placeholder: t(field.placeholder),
        help: t(field.help),
        options: field.options
          .getItems()
          .sort((a, b) => a.order - b.order || a.id - b.id)
          .map((option) => ({ key: option.key, label: t(option.label) })),
      })),
    };
  }

  async submit(url: string, input: FormSubmitInput, language?: string | null): Promise<FormSubmitResult> {
    // Counted before anything else, so that a robot pays for every try (THROTTLE_SUBMIT).
    await ThrottleService.of(this.ctx).consumePerAddress('submit');
    const content = await useLanguage(this.ctx, language);
    const form = await FormService.of(this.ctx).findPublic(url);
    if (!form.allowGuest && !this.customerId()) throw new UnauthenticatedError(FORM_SUBMIT_MESSAGES.loginFirst);
    const answer = { message: translate(form.successMessage, content.language, content.mainLanguage) };
    // A filled honeypot is a robot: it hears success and nothing is stored.
    if (input.honeypot) return answer;
    const fields = await this.em.find(FormField, { form: form.id }, { populate: ['options'], orderBy: { order: 'asc', id: 'asc' } });
    const rules = fields.map((field) => ({
      key: field.key,
      type: field.type,
      required: field.required,
      optionKeys: CHOICE_TYPES.includes(field.type) ? field.options.getItems().map((option) => option.key) : [],
    }));
    const { answers, errors } = checkAnswers(rules, input.answers ?? {});
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const key = input.idempotencyKey && IDEMPOTENCY_KEY.test(input.idempotencyKey) ? input.idempotencyKey : randomUUID();
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.em.transactional((tx) => this.store(tx, form.id, key, answers, content));
        return answer;
      } catch (error) {
        if (!(error instanceof UniqueConstraintViolationException) || attempt >= ATTEMPTS) throw error;
      }
    }
  }

  /** One attempt: the submission, its mail job and its lead, or (a retry, a second click) nothing. */
  private async store(
    tx: EntityManager,
    formId: number,
    idempotencyKey: string,
    answers: Record<string, AnswerValue>,
    content: ContentLanguage,
  ): Promise<void> {
    const form = await tx.findOneOrFail(Form, { id: formId }, { refresh: true });
    if (await tx.count(FormSubmission, { form: formId, idempotencyKey })) return;
    const customerId = this.customerId();
    const limitKey = form.limitSubmit && customerId ? this.limitKey(form) : null;
    if (limitKey && (await tx.count(FormSubmission, { limitKey }))) throw new ConflictError(FORM_SUBMIT_MESSAGES.alreadySubmitted);
    const version = await tx.findOneOrFail(FormVersion, { form: formId, version: form.version });
    const submission = tx.create(FormSubmission, {
      form,
      formVersion: form.version,
      customer: customerId,
      language: content.language,
      answers,
      searchText: searchText(answers),
      clientAddress: this.ctx.clientAddress.slice(0, 64),
      idempotencyKey,
      limitKey,
    });
    await tx.flush();
    await emitWebhookEvent(tx, 'form.submitted', () => ({
      id: submission.id,
      form_id: form.id,
      form_url: form.url,
      form_version: form.version,
      customer_id: customerId ?? null,
      language: content.language,
      answers,
      created_at: submission.createdAt.toISOString(),
    }));
    const principal = this.ctx.principal;
    if (form.createLead) {
      await upsertLeadFromSubmission(tx, {
        form,
        fields: version.fields,
        answers,
        customer: principal?.kind === 'customer' ? { id: principal.id, email: principal.email } : null,
        mainLanguage: content.mainLanguage,
      });
    }
    if (form.notifyEmails.length) {
      const labels = new Map(version.fields.map((field) => [field.key, field]));
      const lines = Object.entries(answers).map(([key, value]) => {
        const field = labels.get(key);
        const label = field ? translate(field.label, content.mainLanguage, content.mainLanguage) || key : key;
        const shown = (Array.isArray(value) ? value : [value]).map(
          (v) => translate(field?.options.find((option) => option.key === v)?.label, content.mainLanguage, content.mainLanguage) || v,
        );
        return `${label}: ${shown.join(', ')}`;
      });
      const base = this.ctx.runtime.config.publicUrl.replace(/\/+$/, '');
      await queueMail(tx, {
        to: form.notifyEmails,
        template: 'formSubmission',
        language: content.mainLanguage,
        data: {
          form: translate(form.title, content.mainLanguage, content.mainLanguage),
          answers: lines.join('\n'),
          link: { url: `${base}/admin/formbuilder/history/${submission.id}` },
        },
        uniqueKey: `form-submission:${submission.id}`,
      });
    }
    await tx.flush();
  }

  /** The signed-in shopper's submissions, newest first (form url and time). */
  async histories(): Promise<SubmitHistory[]> {
    const customerId = this.customerId();
    if (!customerId) return [];
    const rows = await run(this.em, customerSubmissions, [customerId]);
    return rows.map((row) => ({ formUrl: row.url, createdAt: new Date(row.created_at) }));
  }

  private customerId(): number | null {
    const principal = this.ctx.principal;
    return principal?.kind === 'customer' ? principal.id : null;
  }

  private limitKey(form: Form): string {
    return `${form.id}:${this.customerId()}`;
  }
}
