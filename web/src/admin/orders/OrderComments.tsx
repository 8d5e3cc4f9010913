import { useApolloClient } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CommentOrderDocument, type OrderRecordFragment } from '../../graphql/admin/graphql';
import { toFormErrors } from '../../ui/errors';
import { FormikTextField } from '../../ui/form/FormikTextField';
import { SwitchField } from '../../ui/form/SwitchField';
import { inputSchema } from '../../ui/validation/input-schema';
import { useShopDates } from '../framework/useShopDates';

type Comments = OrderRecordFragment['comments'];

interface Props {
  orderId: number;
  comments: Comments;
  onCommented: (comments: Comments) => void;
}

interface CommentValues {
  comment: string;
  internal: boolean;
}

/** AdminOrderCommentInput's rules, from the server. */
export const commentSchema = () => inputSchema('AdminOrderCommentInput', { pick: ['comment'] });

/** The order's conversation: comments to the customer and internal notes for staff, and a form to add one. */
export function OrderComments({ orderId, comments, onCommented }: Props) {
  const intl = useIntl();
  const dates = useShopDates();
  const client = useApolloClient();
  const schema = useMemo(commentSchema, []);

  const submit = async (values: CommentValues, helpers: FormikHelpers<CommentValues>) => {
    try {
      const { data } = await client.mutate({
        mutation: CommentOrderDocument,
        variables: { id: orderId, input: { comment: values.comment.trim(), internal: values.internal } },
      });
      if (data) onCommented(data.commentOrder);
      helpers.resetForm();
    } catch (error) {
      const { fields, form } = toFormErrors(error, ['comment']);
      helpers.setErrors(form ? { ...fields, comment: fields.comment ?? form } : fields);
    }
  };

  return (
    <Stack spacing={2}>
      {comments.length ? (
        <List dense data-testid="order-comments">
          {comments.map((entry) => (
            <ListItem key={entry.id} alignItems="flex-start" divider>
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography variant="subtitle2">
                      {entry.authorName || intl.formatMessage({ id: `admin.order.author.${entry.author}`, defaultMessage: entry.author })}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {dates.dateTime(entry.createdAt)}
                    </Typography>
                    {entry.internal ? <Chip size="small" label={intl.formatMessage({ id: 'admin.order.internal' })} /> : null}
                  </Stack>
                }
                secondary={entry.comment}
                slotProps={{ secondary: { sx: { whiteSpace: 'pre-line' } } }}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="admin.order.noComments" />
        </Typography>
      )}
      <Formik<CommentValues> initialValues={{ comment: '', internal: false }} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label={intl.formatMessage({ id: 'admin.order.addComment' })}>
            <Stack spacing={1} sx={{ maxWidth: 720 }}>
              <FormikTextField name="comment" label={intl.formatMessage({ id: 'admin.order.comment' })} required multiline minRows={3} fullWidth />
              <SwitchField name="internal" label={intl.formatMessage({ id: 'admin.order.internalNote' })} />
              <div>
                <Button type="submit" variant="contained" disabled={isSubmitting} data-testid="comment-submit">
                  <FormattedMessage id="admin.order.addComment" />
                </Button>
              </div>
            </Stack>
          </Form>
        )}
      </Formik>
    </Stack>
  );
}
