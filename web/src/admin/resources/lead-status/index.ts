import { createElement } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  CreateLeadStatusDocument,
  DeleteLeadStatusDocument,
  DeleteLeadStatusesDocument,
  LeadStatusDocument,
  LeadStatusesDocument,
  UpdateLeadStatusDocument,
  type LeadStatusInput,
  type LeadStatusRecordFragment,
  type LeadStatusRowFragment,
  type LeadStatusTrigger,
} from '../../../graphql/admin/graphql';
import { inputSchema } from '../../../ui/validation/input-schema';
import { requiredText } from '../../../ui/validation/rules';
import { defineResource, type FieldOption } from '../../framework/resource';

interface LeadStatusValues {
  title: string;
  trigger: LeadStatusTrigger;
  triggerSubject: string;
  triggerTemplate: string;
}

/** The triggers in the spec's order; the last one is labelled Campaign. */
export const LEAD_STATUS_TRIGGERS: readonly LeadStatusTrigger[] = ['none', 'email_to_assigned', 'email_to_lead', 'email_to_assigned_and_lead'];
export const triggerLabelId = (trigger: LeadStatusTrigger) => `admin.leadStatus.trigger.${trigger}`;

function useTriggerOptions(): FieldOption[] {
  const intl = useIntl();
  return LEAD_STATUS_TRIGGERS.map((trigger) => ({ value: trigger, label: intl.formatMessage({ id: triggerLabelId(trigger) }) }));
}

/**
 * LeadStatusInput's rules, from the server: title required; the mail body required once a trigger other
 * than none is chosen. The form always holds a trigger (none by default).
 */
export const leadStatusSchema = () => inputSchema('LeadStatusInput', { extra: { trigger: requiredText() } });

/**
 * Lead statuses of the CRM (spec 3, `/admin/lead/status`): title, trigger, and the trigger mail (subject
 * and body per language, with {first_name}-style variables; see server/modules/lead-status/lead-trigger.ts).
 */
export const leadStatusResource = defineResource<LeadStatusRowFragment, LeadStatusRecordFragment, LeadStatusValues, LeadStatusInput>({
  name: 'lead/status',
  titleId: 'admin.leadStatus.title',
  permission: 'lead',
  searchable: true,
  columns: [
    { key: 'id', labelId: 'admin.field.id', sortable: true, kind: 'number' },
    { key: 'title', labelId: 'admin.leadStatus.name', sortable: true },
    {
      key: 'trigger',
      labelId: 'admin.leadStatus.triggerLabel',
      sortable: true,
      render: (row) => createElement(FormattedMessage, { id: triggerLabelId(row.trigger) }),
    },
    { key: 'updatedAt', labelId: 'admin.field.updatedAt', sortable: true, kind: 'date' },
  ],
  batch: { delete: true },
  fields: [
    { name: 'title', labelId: 'admin.leadStatus.name', kind: 'text', required: true },
    { name: 'trigger', labelId: 'admin.leadStatus.triggerLabel', kind: 'select', useOptions: useTriggerOptions },
    { name: 'triggerSubject', labelId: 'admin.leadStatus.triggerSubject', kind: 'text', translatable: true, helperTextId: 'admin.leadStatus.variablesHelp' },
    {
      name: 'triggerTemplate',
      labelId: 'admin.leadStatus.triggerTemplate',
      kind: 'richtext',
      translatable: true,
      helperTextId: 'admin.leadStatus.variablesHelp',
    },
  ],
  validation: leadStatusSchema,
  data: {
    list: LeadStatusesDocument,
    listField: 'leadStatuses',
    one: LeadStatusDocument,
    oneField: 'leadStatus',
    create: CreateLeadStatusDocument,
    createField: 'createLeadStatus',
    update: UpdateLeadStatusDocument,
    updateField: 'updateLeadStatus',
    remove: DeleteLeadStatusDocument,
    removeMany: DeleteLeadStatusesDocument,
    toForm: (record) => ({
      title: record?.title ?? '',
      trigger: record?.trigger ?? 'none',
      triggerSubject: record?.triggerSubject ?? '',
      triggerTemplate: record?.triggerTemplate ?? '',
    }),
    toInput: (values) => ({
      title: values.title,
      trigger: values.trigger,
      triggerSubject: values.triggerSubject,
      triggerTemplate: values.triggerTemplate,
    }),
  },
});
