import Alert, { type AlertProps } from '@mui/material/Alert';
import { useIntl } from 'react-intl';
import { localizedErrorMessages } from './errors';

/** An operation's failure as text, one line per message, in the reader's language (inside an Alert with its own actions). */
export function ErrorText({ error }: { error: unknown }) {
  const intl = useIntl();
  return (
    <>
      {localizedErrorMessages(intl, error).map((line) => (
        <div key={line}>{line}</div>
      ))}
    </>
  );
}

/** An operation's failure on a page (a query that could not load), in the reader's language. */
export function ErrorAlert({ error, ...props }: { error: unknown } & Omit<AlertProps, 'children'>) {
  return (
    <Alert severity="error" {...props}>
      <ErrorText error={error} />
    </Alert>
  );
}
