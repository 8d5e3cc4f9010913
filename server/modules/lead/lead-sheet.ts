import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { ValidationError } from '../../common/errors.js';
import { Service } from '../../common/service.js';
import { validateInput } from '../../common/validation/validate-input.js';
import { LeadSource } from '../customer/index.js';
import {
  buildWorkbook,
  fileDownload,
  type FileDownload,
  type ImportResult,
  importRows,
  parseId,
  readSheet,
  readUploadedFile,
  type SheetColumn,
  SheetError,
  type SheetRow,
} from '../import-export/index.js';
import { Lead } from './lead.entity.js';
import { LeadInput } from './lead.inputs.js';
import { LeadService } from './lead.service.js';

/**
 * The lead spreadsheet ("lead list.xlsx"), one row per lead; import and export share it.
 * id: import updates that lead when it exists (else creates); emails, phones, tags one per line;
 * lead_source one of the six values; status_id, admin_id, stage_id ids; follow_up_at an ISO date.
 * Every row goes through the lead form's rules and the one status/stage change (history, trigger mail).
 */
export const LEAD_COLUMNS: SheetColumn[] = [
  { key: 'id', width: 8 },
  { key: 'first_name' },
  { key: 'last_name' },
  { key: 'company', width: 25 },
  { key: 'job_title' },
  { key: 'emails', width: 30 },
  { key: 'phones' },
  { key: 'lead_source' },
  { key: 'lead_source_description', width: 30 },
  { key: 'status_id', width: 10 },
  { key: 'admin_id', width: 10 },
  { key: 'stage_id', width: 10 },
  { key: 'expected_value', width: 12 },
  { key: 'follow_up_at', width: 22 },
  { key: 'description', width: 40 },
  { key: 'tags' },
];

const lines = (list: string[]) => list.join('\n');
const splitLines = (value: string | undefined) =>
  (value ?? '')
    .split(/\r?\n/)
    .map((v) => v.trim())
    .filter(Boolean);
const snake = (field: string) => field.split('.')[0].replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export function leadRow(lead: Lead): Record<string, string | number | null> {
  return {
    id: lead.id,
    first_name: lead.firstName,
    last_name: lead.lastName,
    company: lead.company ?? '',
    job_title: lead.jobTitle ?? '',
    emails: lines(lead.emails),
    phones: lines(lead.phones),
    lead_source: lead.leadSource ?? '',
    lead_source_description: lead.leadSourceDescription ?? '',
    status_id: lead.status?.id ?? null,
    admin_id: lead.admin?.id ?? null,
    stage_id: lead.stage?.id ?? null,
    expected_value: lead.expectedValue ?? '',
    follow_up_at: lead.followUpAt ? lead.followUpAt.toISOString() : '',
    description: lead.description ?? '',
    tags: lines(lead.tags),
  };
}

function leadInputOf(values: Record<string, string>): LeadInput {
  const source = (values.lead_source ?? '').trim();
  if (source && !Object.values(LeadSource).includes(source as LeadSource)) throw new SheetError('lead_source');
  const followUp = (values.follow_up_at ?? '').trim();
  const date = followUp ? new Date(followUp) : null;
  if (date && Number.isNaN(date.getTime())) throw new SheetError('follow_up_at');
  const text = (key: string) => (values[key] ?? '').trim() || null;
  return Object.assign(new LeadInput(), {
    firstName: (values.first_name ?? '').trim(),
    lastName: text('last_name') ?? '',
    company: text('company'),
    jobTitle: text('job_title'),
    emails: splitLines(values.emails),
    phones: splitLines(values.phones),
    leadSource: (source || null) as LeadSource | null,
    leadSourceDescription: text('lead_source_description'),
    statusId: parseId(values.status_id, 'status_id'),
    adminId: parseId(values.admin_id, 'admin_id'),
    stageId: parseId(values.stage_id, 'stage_id'),
    expectedValue: text('expected_value'),
    followUpAt: date,
    description: text('description'),
    tags: splitLines(values.tags),
  });
}

/** Export of every lead and import of up to 1000 rows, each row its own transaction (import-runner.ts). */
export class LeadSheetService extends Service {
  async export(): Promise<FileDownload> {
    const leads = await this.em.find(Lead, {}, { orderBy: { id: 'asc' } });
    const data = await buildWorkbook([{ name: 'leads', columns: LEAD_COLUMNS, rows: leads.map(leadRow) }]);
    return fileDownload('lead list.xlsx', data);
  }

  async import(upload: Promise<FileUpload> | null | undefined): Promise<ImportResult> {
    const rows = await readSheet(await readUploadedFile(upload));
    return importRows(this.ctx, rows, (row) => this.importRow(row), snake);
  }

  private async importRow(row: SheetRow): Promise<void> {
    try {
      const id = parseId(row.values.id, 'id');
      const input = leadInputOf(row.values);
      await validateInput(input);
      const existing = id !== null ? await this.em.findOne(Lead, { id }) : null;
      const service = LeadService.of(this.ctx);
      await (existing ? service.update(existing.id, input) : service.create(input));
    } catch (error) {
      if (error instanceof SheetError) throw new ValidationError({ [error.column]: error.message });
      throw error;
    }
  }
}
