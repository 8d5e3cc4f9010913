import { NotFoundError } from '../../common/errors.js';
import { CrudService } from '../../common/crud-service.js';
import { refId } from '../../common/loaders.js';
import { escapeLike, paginate, type Page } from '../../common/pagination.js';
import { translate } from '../../common/translations.js';
import { buildWorkbook, fileDownload, type FileDownload } from '../import-export/index.js';
import { Customer } from '../customer/index.js';
import { FormSubmission } from './form-submission.entity.js';
import { FormVersion, type FieldSnapshot } from './form-version.entity.js';
import { Form } from './form.entity.js';
import type { SubmissionListOptions } from './form.inputs.js';
import type { SubmissionAnswerView } from './form.views.js';
import { useLanguage } from '../settings/index.js';

/** An export holds at most this many submissions (newest first): far more than a screen's filter shows. */
const EXPORT_LIMIT = 10000;

/**
 * A form's submissions in the back office (permission form_builder): paged with date, customer and
 * keyword filters, shown against the version they were made on, deleted in batches, exported as .xlsx
 * with one column per field key.
 */
export class FormHistoryService extends CrudService<FormSubmission> {
  protected readonly entity = FormSubmission;

  async list(formId: number, options?: SubmissionListOptions): Promise<Page<FormSubmission>> {
    await this.formOf(formId);
    return paginate(
      this.em,
      FormSubmission,
      { ...options, keyword: undefined },
      { sortable: ['id', 'createdAt'], searchable: [], where: this.where(formId, options) as never },
    );
  }

  async get(id: number, language?: string | null): Promise<FormSubmission> {
    await useLanguage(this.ctx, language);
    return this.find(id);
  }

  private where(formId: number, options?: SubmissionListOptions): Record<string, unknown> {
    const where: Record<string, unknown>[] = [{ form: formId }];
    if (options?.from) where.push({ createdAt: { $gte: options.from } });
    if (options?.to) where.push({ createdAt: { $lt: options.to } });
    if (options?.customerId) where.push({ customer: options.customerId });
    const keyword = options?.keyword?.trim().toLowerCase();
    if (keyword) where.push({ searchText: { $like: `%${escapeLike(keyword)}%` } });
    return { $and: where };
  }

  private async formOf(formId: number): Promise<Form> {
    const form = await this.em.findOne(Form, { id: formId });
    if (!form) throw new NotFoundError();
    return form;
  }

  /** The definition a submission was made against (one query per list, through the loader). */
  version(submission: FormSubmission): Promise<FieldSnapshot[]> {
    const formId = refId(submission.form)!;
    return this.ctx.loaders
      .custom<FormVersion[]>('form-versions', async (ids) => {
        const rows = await this.em.find(FormVersion, { form: { $in: [...ids] } });
        return ids.map((id) => rows.filter((row) => refId(row.form) === id));
      })
      .load(formId)
      .then((versions) => versions.find((v) => v.version === submission.formVersion)?.fields ?? []);
  }

  /** Every answer with its label and option texts as the submission's version had them. */
  async answers(submission: FormSubmission): Promise<SubmissionAnswerView[]> {
    const content = await useLanguage(this.ctx);
    const t = (map: Record<string, string> | undefined) => translate(map, content.language, content.mainLanguage);
    const fields = await this.version(submission);
    const views: SubmissionAnswerView[] = fields.map((field) => ({
      key: field.key,
      label: t(field.label) || field.key,
      type: field.type,
      value: shown(field, submission.answers[field.key], t),
    }));
    // Answers whose key is in no field of the version (should not happen) are still shown.
    for (const [key, value] of Object.entries(submission.answers)) {
      if (!fields.some((field) => field.key === key)) views.push({ key, label: key, type: null, value: Array.isArray(value) ? value.join(', ') : value });
    }
    return views;
  }

  customer(submission: FormSubmission): Promise<Customer | null> {
    const id = refId(submission.customer);
    return id ? this.ctx.loaders.byId(Customer).load(id) : Promise.resolve(null);
  }

  async formTitle(submission: FormSubmission): Promise<string> {
    const content = await useLanguage(this.ctx);
    const form = await this.ctx.loaders.byId(Form).load(refId(submission.form)!);
    return form ? translate(form.title, content.language, content.mainLanguage) : '';
  }

  /** Batch delete, only of the form's own submissions (an id of another form is a 404, nothing deleted). */
  async removeOfForm(formId: number, ids: number[]): Promise<number> {
    const rows = await this.findAll(ids);
    if (rows.some((row) => refId(row.form) !== formId)) throw new NotFoundError();
    rows.forEach((row) => this.em.remove(row));
    await this.em.flush();
    return rows.length;
  }

  /**
   * The submissions (same filters as the list) as .xlsx: id, created_at, customer_id, customer_email,
   * language, client_address, form_version, then one column per field key (current fields first, then
   * keys only older versions had), values as text (choices by option key, checkboxes joined by ",").
   */
  async export(formId: number, options?: SubmissionListOptions): Promise<FileDownload> {
    const form = await this.formOf(formId);
    const rows = await this.em.find(FormSubmission, this.where(formId, options) as never, { orderBy: { id: 'desc' }, limit: EXPORT_LIMIT });
    const versions = await this.em.find(FormVersion, { form: formId }, { orderBy: { version: 'desc' } });
    const keys: string[] = [];
    for (const version of versions) for (const field of version.fields) if (!keys.includes(field.key)) keys.push(field.key);
    const customerIds = [...new Set(rows.map((row) => refId(row.customer)).filter((id): id is number => !!id))];
    const customers = customerIds.length ? await this.em.find(Customer, { id: { $in: customerIds } }) : [];
    const emailOf = new Map(customers.map((c) => [c.id, c.email]));
    const fixed = ['id', 'created_at', 'customer_id', 'customer_email', 'language', 'client_address', 'form_version'];
    const data = await buildWorkbook([
      {
        name: 'submissions',
        columns: [...fixed, ...keys.filter((key) => !fixed.includes(key))].map((key) => ({ key })),
        rows: rows.map((row) => {
          const customerId = refId(row.customer);
          const values: Record<string, string | number | null> = {
            id: row.id,
            created_at: row.createdAt.toISOString(),
            customer_id: customerId,
            customer_email: customerId ? (emailOf.get(customerId) ?? '') : '',
            language: row.language,
            client_address: row.clientAddress,
            form_version: row.formVersion,
          };
          for (const key of keys) {
            if (fixed.includes(key)) continue;
            const value = row.answers[key];
            values[key] = Array.isArray(value) ? value.join(',') : (value ?? '');
          }
          return values;
        }),
      },
    ]);
    return fileDownload(`form ${form.url} histories list.xlsx`, data);
  }
}

function shown(field: FieldSnapshot, value: unknown, t: (map: Record<string, string> | undefined) => string): string {
  if (value === undefined || value === null) return '';
  const list = Array.isArray(value) ? value : [value];
  return list.map((entry) => t(field.options.find((option) => option.key === entry)?.label) || String(entry)).join(', ');
}
