import { DateTimeField, type FormFieldProps } from '../../../ui/form';
import { useShopTimeZone } from '../useShopDates';

/**
 * The back office's one date-and-time widget (field kind `datetime`, the slides editor, broadcasts): the
 * shared DateTimeField on the shop's clock, the zone read once per session (settings basic.timezone).
 */
export function ShopDateTimeField(props: FormFieldProps & { size?: 'small' | 'medium' }) {
  return <DateTimeField {...props} timeZone={useShopTimeZone()} />;
}
