import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useParams } from 'react-router-dom';
import { FormHeadingDocument } from '../../../graphql/admin/graphql';
import { ResourceListPage } from '../../framework/list/ResourceListPage';
import { formHistoryResource } from './histories';

/** `/admin/formbuilder/histories/{id}`: the generic list screen over one form's submissions, headed by the form's title. */
export function FormHistoriesPage() {
  const intl = useIntl();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data } = useQuery(FormHeadingDocument, { variables: { id }, skip: !valid });
  const formTitle = data?.form.title;
  const heading = formTitle ? `${intl.formatMessage({ id: 'admin.form.histories' })}: ${formTitle}` : undefined;
  const resource = useMemo(() => (valid ? formHistoryResource(id, heading) : null), [valid, id, heading]);
  if (!resource) return <Navigate to="/admin/formbuilder" replace />;
  return <ResourceListPage key={id} resource={resource} />;
}
