import { useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { CheckoutPointsDocument } from '../../graphql/shop/graphql';
import { FormikTextField } from '../../ui/form/FormikTextField';

/** "Use points" at the review (members with points): how many to pay with; the review prices them at once. */
export function PointsField() {
  const intl = useIntl();
  const { data } = useQuery(CheckoutPointsDocument, { fetchPolicy: 'network-only' });
  const balance = data?.myPoints.balance ?? 0;
  if (!balance) return null;
  return (
    <FormikTextField
      name="points"
      label={intl.formatMessage({ id: 'shop.checkout.usePoints' })}
      helperText={intl.formatMessage({ id: 'shop.checkout.pointsAvailable' }, { points: balance })}
      slotProps={{ htmlInput: { 'data-testid': 'checkout-points', inputMode: 'numeric', pattern: '[0-9]*' } }}
      fullWidth
    />
  );
}
