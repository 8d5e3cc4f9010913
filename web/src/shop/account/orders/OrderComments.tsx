import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CommentMyOrderDocument, type OrderCommentFieldsFragment } from '../../../graphql/shop/graphql';
import { FormikTextField } from '../../../ui/form/FormikTextField';
import { serverTextsIn } from '../../../ui/errors';
import { inputSchema } from '../../../ui/validation/input-schema';
import { FormStatus } from '../../auth/FormStatus';
import { shopFormErrors } from '../../auth/form-messages';
import { useShopDates } from '../../settings/useShopDates';
import { formTool } from '../../agents/form-tool';

interface Props {
  orderId: number;
  comments: readonly OrderCommentFieldsFragment[];
  /** The comments the server answers after an add. */
  onChange: (comments: OrderCommentFieldsFragment[]) => void;
}

/** The order's conversation with the shop (oldest first), and the form to add to it. */
export function OrderComments({ orderId, comments, onChange }: Props) {
  const intl = useIntl();
  const dates = useShopDates();
  const [comment] = useMutation(CommentMyOrderDocument);
  // OrderCommentInput's rules, from the server, in the shopper's language.
  const schema = useMemo(() => inputSchema('OrderCommentInput', { translate: serverTextsIn(intl) }), [intl]);

  const submit = async (values: { comment: string }, helpers: FormikHelpers<{ comment: string }>) => {
    helpers.setStatus(undefined);
    try {
      const { data } = await comment({ variables: { id: orderId, input: { comment: values.comment.trim() } } });
      if (data) onChange(data.commentMyOrder);
      helpers.resetForm();
    } catch (error) {
      const { fields, form } = shopFormErrors(intl, error, ['comment']);
      helpers.setErrors(fields);
      helpers.setStatus(form ? `${intl.formatMessage({ id: 'shop.form.submitFail' })}\n${form}` : undefined);
    }
  };

  return (
    <Stack spacing={2} data-testid="order-comments">
      <Typography variant="h6" component="h2">
        <FormattedMessage id="shop.order.comments" />
      </Typography>
      {comments.length ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {comments.map((entry) => (
            <Box component="li" key={entry.id} data-testid={`order-comment-${entry.id}`} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
              <Typography variant="caption" color="text.secondary">
                {entry.author === 'admin'
                  ? intl.formatMessage({ id: 'shop.order.commentByShop' })
                  : entry.authorName || intl.formatMessage({ id: 'shop.order.commentByMe' })}
                {' · '}
                {dates.dateTime(entry.createdAt)}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{entry.comment}</Typography>
            </Box>
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary">
          <FormattedMessage id="shop.order.noComments" />
        </Typography>
      )}
      <Formik initialValues={{ comment: '' }} validationSchema={schema} onSubmit={submit}>
        {({ isSubmitting, status }) => (
          <Form noValidate aria-label={intl.formatMessage({ id: 'shop.order.addComment' })} {...formTool(intl, 'add_order_comment')}>
            <Stack spacing={1}>
              <FormStatus status={status} />
              <FormikTextField name="comment" label={intl.formatMessage({ id: 'shop.order.comment' })} multiline minRows={2} fullWidth required />
              <Button type="submit" variant="contained" disabled={isSubmitting} sx={{ alignSelf: 'flex-end' }} data-testid="order-comment-submit">
                <FormattedMessage id="shop.order.addComment" />
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </Stack>
  );
}
