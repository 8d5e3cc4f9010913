import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { useFormikContext } from 'formik';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { LeadDuplicatesDocument } from '../../../graphql/admin/graphql';

interface ContactValues {
  emails: { value: string }[];
  phones: { value: string }[];
}

const DEBOUNCE_MS = 500;

/**
 * The lead form's duplicates warning (drawn in place of a form field): while staff type e-mails and
 * phones, the leads and customers with the same e-mail (ignoring case) or normalised phone are listed
 * with links. A warning only: saving is still allowed.
 */
export function LeadDuplicatesWarning() {
  const { values } = useFormikContext<ContactValues>();
  const editedId = Number(useParams().id) || null;
  const contact = JSON.stringify([values.emails.map((e) => e.value.trim()).filter(Boolean), values.phones.map((p) => p.value.trim()).filter(Boolean)]);
  const [asked, setAsked] = useState(contact);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(contact), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [contact]);
  const [emails, phones] = JSON.parse(asked) as [string[], string[]];
  const { data } = useQuery(LeadDuplicatesDocument, {
    variables: { emails, phones, excludeId: editedId },
    skip: !emails.length && !phones.length,
    fetchPolicy: 'network-only',
  });
  const duplicates = emails.length || phones.length ? (data?.leadDuplicates ?? []) : [];
  if (!duplicates.length) return null;
  return (
    <Alert severity="warning" data-testid="lead-duplicates">
      <FormattedMessage id="admin.lead.duplicates" />
      <List dense>
        {duplicates.map((duplicate) => (
          <ListItem key={`${duplicate.kind}-${duplicate.id}`} disableGutters>
            <Link component={RouterLink} to={duplicate.kind === 'lead' ? `/admin/lead/edit/${duplicate.id}` : `/admin/customer/edit/${duplicate.id}`}>
              <FormattedMessage id={`admin.lead.duplicate.${duplicate.kind}`} values={{ name: duplicate.name, value: duplicate.value }} />
            </Link>
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}
