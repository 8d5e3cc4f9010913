import type { EntityManager } from '@mikro-orm/postgresql';
import { ValidationError } from '../../common/errors.js';
import { localDateOf } from '../../../core/shop-time.js';
import { MESSAGES } from '../../common/validation/rules.js';
import { REPORT_MESSAGES, reportRange } from '../report/index.js';
import type { FunnelPeriodArgs } from './funnel.inputs.js';
import { shopTimeZone } from '../settings/index.js';

export interface FunnelPeriod {
  start: Date;
  end: Date;
  fromDate: string;
  toDate: string;
  today: string;
}

/**
 * The period of the funnel figures, the reports' way: shop days in the shop's time zone (from_date and
 * to_date, both included; default the last 30 days, the reports' default preset, checked by the same
 * rules and messages), or two instants [from, to) for a caller that counts in instants.
 */
export async function funnelPeriod(em: EntityManager, args: FunnelPeriodArgs, now = new Date()): Promise<FunnelPeriod> {
  const timeZone = await shopTimeZone(em);
  const today = localDateOf(now, timeZone);
  if (args.from || args.to) {
    if (!args.from || !args.to) throw new ValidationError(args.from ? { to: MESSAGES.required } : { from: MESSAGES.required });
    if (args.from.getTime() >= args.to.getTime()) throw new ValidationError({ from: REPORT_MESSAGES.order });
    return {
      start: args.from,
      end: args.to,
      fromDate: localDateOf(args.from, timeZone),
      toDate: localDateOf(new Date(args.to.getTime() - 1), timeZone),
      today,
    };
  }
  const range = reportRange({ from: args.fromDate, to: args.toDate }, timeZone, now);
  return { start: range.start, end: range.end, fromDate: range.from, toDate: range.to, today };
}
