import Link from '@mui/material/Link';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { FormSubmissionRowFragment } from '../../../graphql/admin/graphql';

/** The customer of a submission (a link to the customer) or "guest". */
export function CustomerCell({ row }: { row: Pick<FormSubmissionRowFragment, 'customerId' | 'customerName' | 'customerEmail'> }) {
  if (!row.customerId) return <FormattedMessage id="admin.form.guest" />;
  return (
    <Link component={RouterLink} to={`/admin/customer/edit/${row.customerId}`} data-testid={`customer-${row.customerId}`}>
      {row.customerName ? `${row.customerName} <${row.customerEmail ?? ''}>` : `#${row.customerId}`}
    </Link>
  );
}
