import DynamicFormIcon from '@mui/icons-material/DynamicForm';
import { useQuery } from '@apollo/client/react';
import { createElement } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import {
  CreateFormDocument,
  DeleteFormDocument,
  DeleteFormsDocument,
  FormDocument,
  FormLeadStatusOptionsDocument,
  FormsDocument,
  UpdateFormDocument,
  UpdateFormsDocument,
  type FormInput,
  type FormRecordFragment,
  type FormRowFragment,
} from '../../../graphql/admin/graphql';
import { defineResource, type FieldOption } from '../../framework/resource';
import { LEAD_SOURCES } from '../customer';
import { FieldsEditor } from './FieldsEditor';
import { FormHistoriesPage } from './FormHistoriesPage';
import { FormHistoryPage } from './FormHistoryPage';
import { formSchema, toForm, toInput, type FormValues } from './values';

function useLeadStatusOptions(): FieldOption[] {
  const { data } = useQuery(FormLeadStatusOptionsDocument, { fetchPolicy: 'cache-and-network' });
  return (data?.leadStatuses.items ?? []).map((status) => ({ value: status.id, label: status.title }));
}

function useLeadSourceOptions(): FieldOption[] {
  const intl = useIntl();
  return LEAD_SOURCES.map((source) => ({ value: source, label: intl.formatMessage({ id: `admin.customer.source.${source}` }) }));
}

/** The row's link to its submissions (histories/{id}). */
function HistoriesLink({ row }: { row: FormRowFragment }) {
  const intl = useIntl();
  const props = { to: `/admin/formbuilder/histories/${row.id}`, 'data-testid': `form-histories-${row.id}` } as { to: string };
  return createElement(RouterLink, props, intl.formatMessage({ id: 'admin.form.histories' }));
}

const createLeadOn = (values: Record<string, unknown>) => Boolean(values.createLead);

/**
 * The form builder (issue 16; spec 2: /admin/formbuilder, create, edit/{id}, histories/{id}, history
 * detail). Texts, field labels and option labels per language; the rest shared.
 */
export const formResource = defineResource<FormRowFragment, FormRecordFragment, FormValues, FormInput>({
  name: 'formbuilder',
  titleId: 'admin.menu.form_builder',
  permission: 'form_builder',
  menu: { group: 'marketing', position: 30, icon: DynamicFormIcon },
  searchable: true,
  columns: [
    { key: 'id', labelId: 'admin.field.id', sortable: true, kind: 'number' },
    { key: 'title', labelId: 'admin.form.title' },
    { key: 'url', labelId: 'admin.form.url', sortable: true },
    { key: 'enabled', labelId: 'admin.field.enabled', sortable: true, kind: 'boolean' },
    { key: 'allowGuest', labelId: 'admin.form.allowGuest', sortable: true, kind: 'boolean' },
    { key: 'limitSubmit', labelId: 'admin.form.limitSubmit', sortable: true, kind: 'boolean' },
    { key: 'updatedAt', labelId: 'admin.field.updatedAt', sortable: true, kind: 'date' },
    { key: 'histories', labelId: 'admin.form.histories', render: (row) => createElement(HistoriesLink, { row }) },
  ],
  batch: { enabled: true, delete: true },
  fields: [
    { name: 'title', labelId: 'admin.form.title', kind: 'text', required: true, translatable: true },
    { name: 'url', labelId: 'admin.form.url', kind: 'text', required: true, helperTextId: 'admin.form.urlHelp' },
    { name: 'description', labelId: 'admin.form.description', kind: 'text', multiline: true, translatable: true },
    { name: 'successMessage', labelId: 'admin.form.successMessage', kind: 'text', multiline: true, translatable: true },
    { name: 'enabled', labelId: 'admin.field.enabled', kind: 'switch' },
    { name: 'allowGuest', labelId: 'admin.form.allowGuest', kind: 'switch' },
    { name: 'limitSubmit', labelId: 'admin.form.limitSubmit', kind: 'switch', helperTextId: 'admin.form.limitSubmitHelp' },
    {
      name: 'notifyEmails',
      labelId: 'admin.form.notifyEmails',
      kind: 'rows',
      uniqueBy: 'value',
      columns: [{ name: 'value', labelId: 'admin.form.notifyEmail', kind: 'text' }],
    },
    { name: 'createLead', labelId: 'admin.form.createLead', kind: 'switch', helperTextId: 'admin.form.createLeadHelp' },
    { name: 'leadStatusId', labelId: 'admin.customer.status', kind: 'select', useOptions: useLeadStatusOptions, visibleWhen: createLeadOn },
    { name: 'leadSource', labelId: 'admin.customer.leadSource', kind: 'select', useOptions: useLeadSourceOptions, visibleWhen: createLeadOn },
    // Labels, placeholders, help texts and option labels are per language: the editor reloads with the tab.
    { name: 'fields', labelId: 'admin.form.fields', kind: 'rows', component: FieldsEditor, translatable: true },
  ],
  validation: formSchema,
  data: {
    list: FormsDocument,
    listField: 'forms',
    one: FormDocument,
    oneField: 'form',
    create: CreateFormDocument,
    createField: 'createForm',
    update: UpdateFormDocument,
    updateField: 'updateForm',
    remove: DeleteFormDocument,
    removeMany: DeleteFormsDocument,
    updateMany: UpdateFormsDocument,
    toForm,
    toInput,
  },
  messages: { confirmDelete: 'admin.form.confirmDelete' },
  pages: [
    { path: 'histories/:id', component: FormHistoriesPage },
    { path: 'history/:id', component: FormHistoryPage },
  ],
});
