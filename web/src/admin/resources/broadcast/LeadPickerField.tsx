import { useQuery } from '@apollo/client/react';
import { useField } from 'formik';
import { useRef, useState } from 'react';
import { ReceiverLeadOptionsDocument } from '../../../graphql/admin/graphql';
import { MultiSelectField } from '../../../ui/form/MultiSelectField';
import type { FormFieldProps, SelectOption } from '../../../ui/form/types';

/**
 * The explicit leads of a receiver group: type a name, company, e-mail or tag and choose among the
 * matching leads (searched on the server, 20 at a time, so any number of leads works). A chosen lead
 * keeps the label it was found with; one saved earlier shows its id.
 */
export function LeadPickerField(props: FormFieldProps) {
  const [keyword, setKeyword] = useState('');
  const { data } = useQuery(ReceiverLeadOptionsDocument, { variables: { keyword: keyword.trim() || null }, fetchPolicy: 'cache-and-network' });
  const [field] = useField<number[] | null | undefined>(props.name);
  const labels = useRef(new Map<number, string>());
  const options: SelectOption[] = (data?.leads.items ?? []).map((lead) => {
    const name = [lead.firstName, lead.lastName].filter(Boolean).join(' ');
    const label = `#${lead.id} ${name}${lead.company ? ` (${lead.company})` : ''}${lead.emails[0] ? ` <${lead.emails[0]}>` : ''}`;
    labels.current.set(lead.id, label);
    return { value: lead.id, label };
  });
  // The chosen leads keep their labels while the search shows others (chosen ones are not listed twice).
  const chosen = (field.value ?? [])
    .filter((id) => !options.some((option) => option.value === id))
    .map((id) => ({ value: id, label: labels.current.get(id) ?? `#${id}` }));
  return <MultiSelectField {...props} options={[...options, ...chosen]} onSearch={setKeyword} />;
}
