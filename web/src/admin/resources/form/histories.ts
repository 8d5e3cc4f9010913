import { createElement } from 'react';
import {
  DeleteFormSubmissionDocument,
  DeleteFormSubmissionsDocument,
  FormSubmissionDocument,
  FormSubmissionsDocument,
  type FormSubmissionRowFragment,
} from '../../../graphql/admin/graphql';
import * as yup from 'yup';
import { defineResource } from '../../framework/resource';
import { useCustomerSearch } from '../../orders/useOrderChoices';
import { CustomerCell } from './CustomerCell';

export const historyPath = (id: number) => `/admin/formbuilder/history/${id}`;

/** A few answers of a row, for the list (the detail screen shows every one). */
function answersSummary(row: FormSubmissionRowFragment): string {
  const text = Object.values(row.answers ?? {})
    .map((value) => (Array.isArray(value) ? value.join(', ') : String(value ?? '')))
    .filter(Boolean)
    .join(' · ');
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/**
 * The submissions of one form (`/admin/formbuilder/histories/{id}`), on the generic list screen: paged,
 * filtered by date and customer, searched in the answers, deleted in batches, exported as .xlsx. A row
 * opens its detail screen (`/admin/formbuilder/history/{id}`); submissions are never created or edited here.
 */
export function formHistoryResource(formId: number, heading?: string) {
  return defineResource<FormSubmissionRowFragment, FormSubmissionRowFragment, Record<string, never>, Record<string, never>>({
    name: `formbuilder/histories/${formId}`,
    titleId: 'admin.form.histories',
    heading,
    permission: 'form_builder',
    searchable: true,
    creatable: false,
    fixedVariables: { formId },
    rowLink: (row) => historyPath(row.id),
    columns: [
      { key: 'id', labelId: 'admin.field.id', sortable: true, kind: 'number' },
      { key: 'createdAt', labelId: 'admin.form.submittedAt', sortable: true, kind: 'date' },
      { key: 'customer', labelId: 'admin.form.customer', render: (row) => createElement(CustomerCell, { row }) },
      { key: 'answers', labelId: 'admin.form.answers', render: answersSummary },
      { key: 'language', labelId: 'admin.form.language' },
      { key: 'formVersion', labelId: 'admin.form.version', kind: 'number' },
    ],
    filters: [
      { name: 'from', labelId: 'admin.form.filterFrom', kind: 'date' },
      { name: 'to', labelId: 'admin.form.filterTo', kind: 'date', endOfDay: true },
      { name: 'customerId', labelId: 'admin.form.customer', kind: 'search', numeric: true, useSearch: useCustomerSearch },
    ],
    filterVariable: 'options',
    batch: { delete: true },
    importExport: { export: true, path: `form/${formId}/histories`, fileName: 'submit_histories list.xlsx' },
    fields: [],
    validation: () => yup.object(),
    data: {
      list: FormSubmissionsDocument,
      listField: 'formSubmissions',
      one: FormSubmissionDocument,
      oneField: 'formSubmission',
      create: FormSubmissionsDocument,
      createField: 'formSubmissions',
      remove: DeleteFormSubmissionDocument,
      removeMany: DeleteFormSubmissionsDocument,
      toForm: () => ({}),
      toInput: () => ({}),
    },
  });
}
