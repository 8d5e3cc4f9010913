import * as yup from 'yup';
import {
  CreateReceiverGroupDocument,
  DeleteReceiverGroupDocument,
  DeleteReceiverGroupsDocument,
  ReceiverGroupDocument,
  ReceiverGroupsDocument,
  UpdateReceiverGroupDocument,
  type ReceiverGroupInput,
  type ReceiverGroupRecordFragment,
} from '../../../graphql/admin/graphql';
import { inputShape } from '../../../ui/validation/input-schema';
import { MESSAGES, text } from '../../../ui/validation/rules';
import { defineResource, type ResourceField } from '../../framework/resource';
import { useStageOptions } from '../lead';
import { LeadPickerField } from './LeadPickerField';
import { useContentLanguageOptions, useLeadSourceOptions, useLeadStatusOptions, useMembershipTierOptions, useSubscribedOptions } from './options';

interface ListValue {
  value: string;
}

interface ReceiverValues {
  name: string;
  subscribed: 'any' | 'yes' | 'no';
  tierIds: number[];
  statusIds: number[];
  leadSources: string[];
  tags: ListValue[];
  stageIds: number[];
  orderedWithinDays: number | null;
  language: string;
  customerIds: ListValue[];
  leadIds: number[];
}

const listField = (name: string, labelId: string, helperTextId?: string): ResourceField => ({
  name,
  labelId,
  kind: 'rows',
  uniqueBy: 'value',
  helperTextId,
  columns: [{ name: 'value', labelId, kind: 'text' }],
});

const values = (rows: ListValue[]) => rows.map((row) => row.value.trim()).filter(Boolean);
const wholeId = (value: string | null | undefined) => !value || /^\d+$/.test(value.trim());

/**
 * ReceiverGroupInput's rules and its filters' (held flat in the form), from the server; the server also
 * refuses a group without any filter or person. The rows are the form's own: a tag of at most 100
 * characters, a customer id typed as digits (sent as a number).
 */
export const receiverSchema = () =>
  yup.object({
    ...inputShape('ReceiverGroupInput', { pick: ['name'] }),
    ...inputShape('ReceiverFiltersInput', { pick: ['orderedWithinDays'] }),
    tags: yup.array(yup.object({ value: text().max(100) })),
    customerIds: yup.array(yup.object({ value: text().test('id', MESSAGES.noSpecific, wholeId) })),
  });

/**
 * Receiver groups of broadcasts (`/admin/broadcast/receiver`): a name and filters (subscribed, membership
 * tier, lead status, lead source, tags, funnel stage, ordered within N days, language) over customers and
 * leads, or an explicit list of customers and leads, with the number of addresses the group reaches now.
 * What each filter means for customers and for leads: server/modules/broadcast/broadcast.sql.ts.
 */
export const receiverResource = defineResource<ReceiverGroupRecordFragment, ReceiverGroupRecordFragment, ReceiverValues, ReceiverGroupInput>({
  name: 'broadcast/receiver',
  titleId: 'admin.receiver.title',
  permission: 'broadcast',
  searchable: true,
  columns: [
    { key: 'id', labelId: 'admin.field.id', sortable: true, kind: 'number' },
    { key: 'name', labelId: 'admin.receiver.name', sortable: true },
    { key: 'count', labelId: 'admin.receiver.count', kind: 'number' },
    { key: 'updatedAt', labelId: 'admin.field.updatedAt', sortable: true, kind: 'date' },
  ],
  batch: { delete: true },
  fields: [
    { name: 'name', labelId: 'admin.receiver.name', kind: 'text', required: true },
    { name: 'subscribed', labelId: 'admin.receiver.subscribed', kind: 'select', useOptions: useSubscribedOptions },
    {
      name: 'tierIds',
      labelId: 'admin.receiver.tierIds',
      kind: 'multiselect',
      useOptions: useMembershipTierOptions,
      helperTextId: 'admin.receiver.tierIdsHelp',
    },
    { name: 'statusIds', labelId: 'admin.receiver.statusIds', kind: 'multiselect', useOptions: useLeadStatusOptions },
    { name: 'leadSources', labelId: 'admin.receiver.leadSources', kind: 'multiselect', useOptions: useLeadSourceOptions },
    listField('tags', 'admin.receiver.tags'),
    { name: 'stageIds', labelId: 'admin.receiver.stageIds', kind: 'multiselect', useOptions: useStageOptions },
    { name: 'orderedWithinDays', labelId: 'admin.receiver.orderedWithinDays', kind: 'number', integer: true },
    { name: 'language', labelId: 'admin.receiver.language', kind: 'select', useOptions: useContentLanguageOptions },
    listField('customerIds', 'admin.receiver.customerIds', 'admin.receiver.customerIdsHelp'),
    { name: 'leadIds', labelId: 'admin.receiver.leadIds', kind: 'multiselect', component: LeadPickerField, helperTextId: 'admin.receiver.leadIdsHelp' },
  ],
  validation: receiverSchema,
  data: {
    list: ReceiverGroupsDocument,
    listField: 'receiverGroups',
    one: ReceiverGroupDocument,
    oneField: 'receiverGroup',
    create: CreateReceiverGroupDocument,
    createField: 'createReceiverGroup',
    update: UpdateReceiverGroupDocument,
    updateField: 'updateReceiverGroup',
    remove: DeleteReceiverGroupDocument,
    removeMany: DeleteReceiverGroupsDocument,
    toForm: (record) => ({
      name: record?.name ?? '',
      subscribed: record?.filters.subscribed === true ? 'yes' : record?.filters.subscribed === false ? 'no' : 'any',
      tierIds: record?.filters.tierIds ?? [],
      statusIds: record?.filters.statusIds ?? [],
      leadSources: record?.filters.leadSources ?? [],
      tags: (record?.filters.tags ?? []).map((value) => ({ value })),
      stageIds: record?.filters.stageIds ?? [],
      orderedWithinDays: record?.filters.orderedWithinDays ?? null,
      language: record?.filters.language ?? '',
      customerIds: (record?.customerIds ?? []).map((id) => ({ value: String(id) })),
      leadIds: record?.leadIds ?? [],
    }),
    toInput: (form) => ({
      name: form.name,
      filters: {
        subscribed: form.subscribed === 'any' ? null : form.subscribed === 'yes',
        tierIds: form.tierIds.map(Number),
        statusIds: form.statusIds.map(Number),
        leadSources: form.leadSources,
        tags: values(form.tags),
        stageIds: form.stageIds.map(Number),
        orderedWithinDays: form.orderedWithinDays ?? null,
        language: form.language || null,
      },
      customerIds: values(form.customerIds).map(Number),
      leadIds: form.leadIds.map(Number),
    }),
  },
});
