import { Field, InputType, Int, registerEnumType } from 'type-graphql';

export enum ReportGroup {
  day = 'day',
  week = 'week',
  month = 'month',
}
registerEnumType(ReportGroup, { name: 'ReportGroup', description: 'Periods of a report: shop days, weeks from Monday, calendar months' });

/**
 * What every report takes (api-contract: ?from&to&group&channel&store_id). Dates are the shop's local
 * dates, both included; missing dates mean the last 30 days up to today. Checked in ReportRange.
 */
@InputType()
export class ReportFilter {
  @Field(() => String, { nullable: true, description: 'First day, YYYY-MM-DD (shop time zone)' })
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'Last day, YYYY-MM-DD, included' })
  to?: string | null;

  @Field(() => ReportGroup, { nullable: true, defaultValue: ReportGroup.day })
  group?: ReportGroup | null;

  @Field(() => String, { nullable: true, description: 'web or pos; empty for all' })
  channel?: string | null;

  @Field(() => Int, { nullable: true, description: 'A store (point of sale); empty for all' })
  storeId?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Also answer the previous period of the same length' })
  compare?: boolean | null;

  @Field(() => Int, { nullable: true, description: 'Top and bottom N (products, customers); default 10, at most 100' })
  limit?: number | null;

  @Field(() => Int, { nullable: true, description: 'Low stock at or below this quantity (inventories); default: the setting lowStockThreshold' })
  threshold?: number | null;
}
