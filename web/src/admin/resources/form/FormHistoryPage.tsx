import { useQuery } from '@apollo/client/react';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { FormSubmissionDocument } from '../../../graphql/admin/graphql';
import { hasErrorCode } from '../../../ui/errors';
import { EditPageFrame } from '../../framework/edit/EditPageFrame';
import { useNotFoundRedirect } from '../../framework/edit/useEditPageActions';
import { CustomerCell } from './CustomerCell';
import { formHistoryResource } from './histories';
import { useShopDates } from '../../framework/useShopDates';

function Fact({ labelId, children }: { labelId: string; children: ReactNode }) {
  return (
    <Typography variant="body2" component="div">
      <Typography component="span" variant="body2" color="text.secondary">
        <FormattedMessage id={labelId} />:{' '}
      </Typography>
      {children}
    </Typography>
  );
}

/**
 * One submission (`/admin/formbuilder/history/{id}`): every answer under the label of the form version
 * it was given against (option texts too), the customer (linked) or guest, language, time and client
 * address. Read-only.
 */
export function FormHistoryPage() {
  const intl = useIntl();
  const dates = useShopDates();
  const id = Number(useParams().id);
  const badId = !(Number.isInteger(id) && id > 0);
  // Labels in the admin's UI language when the shop has it as a content language (else the main language).
  const language = intl.locale.toLowerCase().replace('-', '_');
  const { data, error, loading } = useQuery(FormSubmissionDocument, { variables: { id, language }, skip: badId, fetchPolicy: 'network-only' });
  const submission = data?.formSubmission;
  const notFound = badId || hasErrorCode(error, 'NOT_FOUND');
  const resource = useMemo(() => formHistoryResource(submission?.formId ?? 0), [submission?.formId]);
  const title = intl.formatMessage({ id: 'admin.form.histories' });
  useEffect(() => {
    document.title = `${title} #${id}`;
  }, [title, id]);
  useNotFoundRedirect(notFound, '/admin/formbuilder');

  return (
    <EditPageFrame
      resource={resource}
      title={title}
      mode="edit"
      id={id}
      notFound={notFound}
      error={error}
      loading={loading || !submission}
      headline={submission ? `${submission.formTitle} #${submission.id}` : undefined}
    >
      {submission ? (
        <Stack spacing={3} data-testid="form-history">
          <Stack spacing={0.5}>
            <Fact labelId="admin.form.customer">
              <CustomerCell row={submission} />
            </Fact>
            <Fact labelId="admin.form.language">{submission.language}</Fact>
            <Fact labelId="admin.form.submittedAt">{dates.dateTime(submission.createdAt)}</Fact>
            <Fact labelId="admin.form.clientAddress">{submission.clientAddress}</Fact>
            <Fact labelId="admin.form.version">{submission.formVersion}</Fact>
          </Stack>
          <Table size="small" aria-label={intl.formatMessage({ id: 'admin.form.answers' })}>
            <TableHead>
              <TableRow>
                <TableCell>
                  <FormattedMessage id="admin.form.fieldLabel" />
                </TableCell>
                <TableCell>
                  <FormattedMessage id="admin.form.answer" />
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {submission.entries.map((entry) => (
                <TableRow key={entry.key} data-testid={`answer-${entry.key}`}>
                  <TableCell sx={{ verticalAlign: 'top', width: { md: '30%' } }}>{entry.label}</TableCell>
                  <TableCell sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{entry.value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Stack>
      ) : null}
    </EditPageFrame>
  );
}
