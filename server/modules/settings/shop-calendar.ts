import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_TIME_ZONE, localDateOf } from '../../../core/shop-time.js';
import { readSettingsGroup } from './settings.store.js';

// The shop's calendar: the time zone of settings basic, in which days (reports, expiry dates) begin.

/** The shop's time zone (settings basic; Hong Kong when unset). */
export async function shopTimeZone(em: EntityManager): Promise<string> {
  return (await readSettingsGroup(em, 'basic')).timezone || DEFAULT_TIME_ZONE;
}

/** The shop's today ('YYYY-MM-DD'), the day expiry dates are compared with. */
export async function shopToday(em: EntityManager, now = new Date()): Promise<string> {
  return localDateOf(now, await shopTimeZone(em));
}
