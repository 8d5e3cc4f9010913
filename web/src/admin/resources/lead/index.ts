import { useQuery } from '@apollo/client/react';
import * as yup from 'yup';
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import FilterAltIcon from '@mui/icons-material/FilterAlt';
import {
  CreateLeadDocument,
  DeleteLeadDocument,
  DeleteLeadsDocument,
  LeadDocument,
  LeadStageOptionsDocument,
  LeadsDocument,
  UpdateLeadDocument,
  type LeadInput,
  type LeadRecordFragment,
  type LeadRowFragment,
  type LeadSource,
} from '../../../graphql/admin/graphql';
import { inputSchema } from '../../../ui/validation/input-schema';
import { MESSAGES, noRepeated, text } from '../../../ui/validation/rules';
import { defineResource, type FieldOption } from '../../framework/resource';
import { listField, listOf, listValues, useSourceOptions, useStaffOptions, useStatusOptions, LEAD_SOURCES } from '../customer';
import { LeadBatchStatus } from './LeadBatchStatus';
import { LeadPanels } from './LeadPanels';
import { LeadDuplicatesWarning } from './LeadDuplicatesWarning';

interface ListValue {
  value: string;
}

interface LeadValues {
  firstName: string;
  lastName: string;
  company: string;
  jobTitle: string;
  emails: ListValue[];
  phones: ListValue[];
  leadSource: LeadSource | null;
  leadSourceDescription: string;
  statusId: number | null;
  adminId: number | null;
  stageId: number | null;
  expectedValue: string;
  followUpAt: string | null;
  description: string;
  tags: ListValue[];
  version: number | null;
}

/** Every stage of every funnel, labelled "Funnel / Stage" (choosing a stage puts the lead in its funnel). */
export function useStageOptions(): FieldOption[] {
  const { data } = useQuery(LeadStageOptionsDocument, { fetchPolicy: 'cache-and-network' });
  return (data?.funnels.items ?? []).flatMap((funnel) => funnel.stages.map((stage) => ({ value: stage.id, label: `${funnel.name} / ${stage.name}` })));
}

const orNull = (value: string) => value || null;
/**
 * LeadInput's rules, from the server: first name required; e-mails and phones checked one by one; money
 * with two decimals. The lists are held as one-column rows, and the form also flags a value typed twice
 * (the server drops repeats) and keeps tags to 100 characters.
 */
export const leadSchema = () => {
  const unique = (schema: yup.Schema) => noRepeated(schema, 'value', MESSAGES.noRepeated);
  return inputSchema('LeadInput', {
    rows: { emails: 'value', phones: 'value' },
    adjust: { emails: unique, phones: unique },
    extra: { tags: unique(yup.array(yup.object({ value: text().max(100) }))) },
  });
};

/**
 * Leads of the CRM (issue 17, `/admin/lead`): contact, source, status, staff, funnel stage, value and
 * follow-up; the edit screen adds the duplicates warning, the timeline and "convert to customer"
 * (LeadPanels). Status changes from the form, the batch action and the board are one server operation.
 */
export const leadResource = defineResource<LeadRowFragment, LeadRecordFragment, LeadValues, LeadInput>({
  name: 'lead',
  titleId: 'admin.lead.title',
  permission: 'lead',
  menu: { group: 'customers', position: 30, icon: FilterAltIcon },
  searchable: true,
  importExport: { import: true, export: true },
  columns: [
    { key: 'id', labelId: 'admin.field.id', sortable: true, kind: 'number' },
    { key: 'firstName', labelId: 'admin.customer.firstName', sortable: true },
    { key: 'lastName', labelId: 'admin.customer.lastName', sortable: true },
    { key: 'company', labelId: 'admin.lead.company', sortable: true },
    { key: 'emails', labelId: 'admin.field.email', render: (row) => row.emails[0] ?? '' },
    { key: 'phones', labelId: 'admin.customer.phone', render: (row) => row.phones[0] ?? '' },
    { key: 'status', labelId: 'admin.customer.status', render: (row) => row.status?.title ?? '' },
    { key: 'adminName', labelId: 'admin.customer.admin', render: (row) => row.adminName ?? '' },
    { key: 'expectedValue', labelId: 'admin.lead.expectedValue', sortable: true, kind: 'money' },
    { key: 'followUpAt', labelId: 'admin.lead.followUpAt', sortable: true, kind: 'date' },
    { key: 'tags', labelId: 'admin.customer.tags', render: (row) => row.tags.join(', ') },
    { key: 'updatedAt', labelId: 'admin.field.updatedAt', sortable: true, kind: 'date' },
  ],
  batch: { delete: true },
  batchActions: LeadBatchStatus,
  filterVariable: 'options',
  filters: [
    { name: 'statusId', labelId: 'admin.customer.status', kind: 'select', numeric: true, useOptions: useStatusOptions },
    { name: 'leadSource', labelId: 'admin.customer.leadSource', kind: 'select', useOptions: useSourceOptions },
    { name: 'adminId', labelId: 'admin.customer.admin', kind: 'select', numeric: true, useOptions: useStaffOptions },
    { name: 'stageId', labelId: 'admin.lead.stage', kind: 'select', numeric: true, useOptions: useStageOptions },
    { name: 'followUpBefore', labelId: 'admin.lead.followUpDue', kind: 'date', endOfDay: true },
  ],
  pages: [
    { path: 'funnel', labelId: 'admin.lead.funnels', link: '/admin/lead/funnel', icon: ViewKanbanIcon },
    { path: 'status', labelId: 'admin.leadStatus.title', link: '/admin/lead/status', icon: FilterAltIcon },
  ],
  fields: [
    { name: 'firstName', labelId: 'admin.customer.firstName', kind: 'text', required: true },
    { name: 'lastName', labelId: 'admin.customer.lastName', kind: 'text' },
    { name: 'company', labelId: 'admin.lead.company', kind: 'text' },
    { name: 'jobTitle', labelId: 'admin.customer.jobTitle', kind: 'text' },
    listField('emails', 'admin.lead.emails'),
    listField('phones', 'admin.lead.phones'),
    { name: 'duplicates', labelId: 'admin.lead.duplicates', kind: 'text', component: LeadDuplicatesWarning },
    { name: 'leadSource', labelId: 'admin.customer.leadSource', kind: 'select', useOptions: useSourceOptions },
    { name: 'leadSourceDescription', labelId: 'admin.customer.leadSourceDescription', kind: 'text', multiline: true },
    { name: 'statusId', labelId: 'admin.customer.status', kind: 'select', useOptions: useStatusOptions },
    { name: 'adminId', labelId: 'admin.customer.admin', kind: 'select', useOptions: useStaffOptions },
    { name: 'stageId', labelId: 'admin.lead.stage', kind: 'select', useOptions: useStageOptions },
    { name: 'expectedValue', labelId: 'admin.lead.expectedValue', kind: 'money' },
    { name: 'followUpAt', labelId: 'admin.lead.followUpAt', kind: 'datetime' },
    { name: 'description', labelId: 'admin.customer.description', kind: 'text', multiline: true },
    listField('tags', 'admin.customer.tags'),
  ],
  editPanels: [LeadPanels],
  validation: leadSchema,
  data: {
    list: LeadsDocument,
    listField: 'leads',
    one: LeadDocument,
    oneField: 'lead',
    create: CreateLeadDocument,
    createField: 'createLead',
    update: UpdateLeadDocument,
    updateField: 'updateLead',
    remove: DeleteLeadDocument,
    removeMany: DeleteLeadsDocument,
    toForm: (record) => ({
      firstName: record?.firstName ?? '',
      lastName: record?.lastName ?? '',
      company: record?.company ?? '',
      jobTitle: record?.jobTitle ?? '',
      emails: listOf(record?.emails),
      phones: listOf(record?.phones),
      leadSource: record?.leadSource ?? null,
      leadSourceDescription: record?.leadSourceDescription ?? '',
      statusId: record?.statusId ?? null,
      adminId: record?.adminId ?? null,
      stageId: record?.stageId ?? null,
      expectedValue: record?.expectedValue ?? '',
      followUpAt: record?.followUpAt ?? null,
      description: record?.description ?? '',
      tags: listOf(record?.tags),
      version: record?.version ?? null,
    }),
    toInput: (values) => ({
      firstName: values.firstName,
      lastName: values.lastName,
      company: orNull(values.company),
      jobTitle: orNull(values.jobTitle),
      emails: listValues(values.emails),
      phones: listValues(values.phones),
      leadSource: (LEAD_SOURCES as readonly string[]).includes(values.leadSource ?? '') ? values.leadSource : null,
      leadSourceDescription: orNull(values.leadSourceDescription),
      statusId: values.statusId || null,
      adminId: values.adminId || null,
      stageId: values.stageId || null,
      expectedValue: orNull(values.expectedValue),
      followUpAt: values.followUpAt || null,
      description: orNull(values.description),
      tags: listValues(values.tags),
      // The version the form loaded: the server refuses the save when someone changed the lead meanwhile.
      version: values.version,
    }),
  },
});
