import { useQuery } from '@apollo/client/react';
import { ShopTimeZoneDocument } from '../../../graphql/admin/graphql';
import { DateTimeField, type FormFieldProps } from '../../../ui/form';

/**
 * The back office's one date-and-time widget (field kind `datetime`, the slides editor, broadcasts): the
 * shared DateTimeField on the shop's clock, the zone read once per session (settings basic.timezone).
 */
export function ShopDateTimeField(props: FormFieldProps & { size?: 'small' | 'medium' }) {
  const timeZone = useQuery(ShopTimeZoneDocument, { fetchPolicy: 'cache-first' }).data?.shopTimeZone;
  return <DateTimeField {...props} timeZone={timeZone} />;
}
