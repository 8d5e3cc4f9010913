import { Field, Int, ObjectType } from 'type-graphql';
import { OrderStatus } from '../order/index.js';
import { InventoryReportRow, SalesRow } from './report.types.js';

@ObjectType()
export class DashboardSales {
  @Field(() => String) today!: string;
  @Field(() => String, { description: "Today's net sales" }) netSales!: string;
  @Field(() => String, { description: 'Net sales of the same weekday last week' }) sameDayLastWeek!: string;
  @Field(() => Int) orders!: number;
  @Field(() => [SalesRow], { description: 'The last 30 shop days' }) last30Days!: SalesRow[];
}

@ObjectType()
export class DashboardOrder {
  @Field(() => Int) id!: number;
  @Field(() => String) orderNumber!: string;
  @Field(() => OrderStatus) status!: OrderStatus;
  @Field(() => String) email!: string;
  @Field(() => String, { description: 'Base currency' }) grandTotal!: string;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType()
export class DashboardOrders {
  @Field(() => Int, { description: 'Paid, not shipped' }) toFulfil!: number;
  @Field(() => Int) inPaymentReview!: number;
  @Field(() => [DashboardOrder]) latest!: DashboardOrder[];
}

@ObjectType()
export class DashboardStock {
  @Field(() => Int) threshold!: number;
  @Field(() => Int) lowStockCount!: number;
  @Field(() => [InventoryReportRow]) lowStock!: InventoryReportRow[];
}

@ObjectType()
export class DashboardCustomers {
  @Field(() => Int, { description: 'Accounts created today' }) newToday!: number;
  @Field(() => Int, { description: 'Accounts created in the last 7 days' }) newLast7Days!: number;
}

/**
 * The back office's home: each tile is null when the admin's role lacks its permission (sales: report;
 * orders and payments in review: order; stock: product or warehouse; customers: customer_account; leads:
 * lead).
 */
@ObjectType()
export class Dashboard {
  @Field(() => String) currency!: string;
  @Field(() => String, { description: "Today in the shop's time zone (YYYY-MM-DD): the tiles' links count from it" }) today!: string;
  @Field(() => DashboardSales, { nullable: true }) sales!: DashboardSales | null;
  @Field(() => DashboardOrders, { nullable: true }) orders!: DashboardOrders | null;
  @Field(() => DashboardStock, { nullable: true }) stock!: DashboardStock | null;
  @Field(() => DashboardCustomers, { nullable: true }) customers!: DashboardCustomers | null;
  @Field(() => Int, { nullable: true, description: 'Open leads (not converted, not won or lost) with a follow-up due by the end of today' }) leadsDue!:
    number | null;
}
