import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { shopDates, type ShopDates } from '../../ui/shop-dates';
import { useShopSettings } from './ShopSettings';

/** The storefront's dates and times: on the shop's clock (its public config), in the shopper's language (ui/shop-dates.ts). */
export function useShopDates(): ShopDates {
  const timeZone = useShopSettings().config?.timeZone;
  const { locale } = useIntl();
  return useMemo(() => shopDates(locale, timeZone), [locale, timeZone]);
}
