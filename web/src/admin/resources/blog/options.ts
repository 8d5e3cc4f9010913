import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { BlogCategoryChoicesDocument } from '../../../graphql/admin/graphql';
import type { FieldOption } from '../../framework/resource';

/** The parent select stores 0 for "no parent" (a select option needs a value); the input wants null. */
export const NO_PARENT = 0;

export function useBlogCategoryOptions(): FieldOption[] {
  const { data } = useQuery(BlogCategoryChoicesDocument, { fetchPolicy: 'cache-and-network' });
  return (data?.blogCategories.items ?? []).map((c) => ({ value: c.id, label: c.title }));
}

/** Possible parents: every other category (the server refuses one below the edited category). */
export function useBlogParentOptions(): FieldOption[] {
  const intl = useIntl();
  const editedId = Number(useParams().id);
  const others = useBlogCategoryOptions().filter((option) => option.value !== editedId);
  return [{ value: NO_PARENT, label: intl.formatMessage({ id: 'admin.menus.topLevel' }) }, ...others];
}
