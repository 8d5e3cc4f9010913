import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { ShopTimeZoneDocument } from '../../graphql/admin/graphql';
import { shopDates, type ShopDates } from '../../ui/shop-dates';

/** The shop's time zone, read once per session (the cache answers every later screen). */
export function useShopTimeZone(): string | undefined {
  return useQuery(ShopTimeZoneDocument, { fetchPolicy: 'cache-first' }).data?.shopTimeZone;
}

/** Every date and time of the back office: on the shop's clock, in the admin's language (ui/shop-dates.ts). */
export function useShopDates(): ShopDates {
  const timeZone = useShopTimeZone();
  const { locale } = useIntl();
  return useMemo(() => shopDates(locale, timeZone), [locale, timeZone]);
}
