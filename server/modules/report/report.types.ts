import { Field, Float, Int, InterfaceType, ObjectType } from 'type-graphql';

/** Sales figures of a period (base currency, decimal strings): shared by the summary and every row. */
@InterfaceType()
export abstract class SalesAmounts {
  @Field(() => Int, { description: 'Orders paid (point-of-sale sales included), less paid orders canceled' })
  orders!: number;

  @Field(() => Int, { description: 'Orders placed, paid or not' })
  placedOrders!: number;

  @Field(() => Int)
  canceledOrders!: number;

  @Field(() => Int)
  units!: number;

  @Field(() => Int)
  unitsRefunded!: number;

  @Field(() => String, { description: 'Goods at their line prices' })
  grossSales!: string;

  @Field(() => String)
  discounts!: string;

  @Field(() => String, { description: 'Counted on the day of the refund' })
  refunds!: string;

  @Field(() => String)
  shipping!: string;

  @Field(() => String)
  tax!: string;

  @Field(() => String, { description: 'gross - discounts - refunds' })
  netSales!: string;

  @Field(() => String, { description: 'net + shipping + tax' })
  totalSales!: string;

  @Field(() => String, { description: '(gross - discounts) / orders' })
  averageOrderValue!: string;
}

@ObjectType({ implements: SalesAmounts })
export class SalesFigures extends SalesAmounts {}

@ObjectType({ implements: SalesAmounts })
export class SalesRow extends SalesAmounts {
  @Field(() => String, { description: 'First day of the period, YYYY-MM-DD' })
  period!: string;
}

@ObjectType({ implements: SalesAmounts })
export class PaymentMethodSales extends SalesAmounts {
  @Field(() => String)
  paymentMethod!: string;
}

@ObjectType()
export class PromotionCost {
  @Field(() => Int, { nullable: true })
  promotionId!: number | null;

  @Field(() => String)
  name!: string;

  @Field(() => Int)
  orders!: number;

  @Field(() => String)
  amount!: string;
}

@ObjectType()
export class SalesReport {
  @Field(() => String)
  from!: string;

  @Field(() => String)
  to!: string;

  @Field(() => String)
  currency!: string;

  @Field(() => SalesFigures)
  summary!: SalesFigures;

  @Field(() => [SalesRow])
  rows!: SalesRow[];

  @Field(() => SalesFigures, { nullable: true, description: 'The previous period of the same length, when compared' })
  previous!: SalesFigures | null;

  @Field(() => [SalesRow], { nullable: true })
  previousRows!: SalesRow[] | null;

  @Field(() => [PaymentMethodSales])
  paymentMethods!: PaymentMethodSales[];

  @Field(() => [PromotionCost])
  promotions!: PromotionCost[];
}

@ObjectType()
export class ProductSalesRow {
  @Field(() => Int, { nullable: true })
  productId!: number | null;

  @Field(() => Int, { nullable: true, description: 'Null on a per-product row' })
  stockId!: number | null;

  @Field(() => String)
  sku!: string;

  @Field(() => String)
  name!: string;

  @Field(() => String)
  options!: string;

  @Field(() => Int)
  unitsSold!: number;

  @Field(() => Int)
  unitsRefunded!: number;

  @Field(() => String)
  revenue!: string;

  @Field(() => String)
  refunds!: string;

  @Field(() => String, { description: 'revenue - refunds' })
  netRevenue!: string;
}

@ObjectType()
export class GroupSalesRow {
  @Field(() => Int, { nullable: true })
  id!: number | null;

  @Field(() => String)
  name!: string;

  @Field(() => Int)
  unitsSold!: number;

  @Field(() => String)
  netRevenue!: string;
}

@ObjectType()
export class ProductReport {
  @Field(() => String) from!: string;
  @Field(() => String) to!: string;
  @Field(() => String) currency!: string;
  @Field(() => ProductSalesRow, { description: 'Totals of the range' }) summary!: ProductSalesRow;
  @Field(() => [ProductSalesRow], { description: 'Per product, by net revenue' }) rows!: ProductSalesRow[];
  @Field(() => [ProductSalesRow], { description: 'Per stock (option), by net revenue' }) stocks!: ProductSalesRow[];
  @Field(() => [ProductSalesRow]) top!: ProductSalesRow[];
  @Field(() => [ProductSalesRow]) bottom!: ProductSalesRow[];
  @Field(() => [GroupSalesRow]) categories!: GroupSalesRow[];
  @Field(() => [GroupSalesRow]) brands!: GroupSalesRow[];
}

@ObjectType()
export class CustomerSpendRow {
  @Field(() => Int, { nullable: true }) customerId!: number | null;
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => Int) orders!: number;
  @Field(() => String) netSpend!: string;
}

@ObjectType()
export class CustomerPeriodRow {
  @Field(() => String) period!: string;
  @Field(() => Int) newCustomers!: number;
  @Field(() => Int) returningCustomers!: number;
  @Field(() => Int) guestOrders!: number;
}

@ObjectType()
@ObjectType({ description: 'The leads created in the range from one source, followed to today' })
export class LeadSourceRow {
  @Field(() => String, { description: "The lead source; '' for none" }) leadSource!: string;
  @Field(() => Int, { description: 'Leads created in the range' }) leads!: number;
  @Field(() => Int, { description: 'Of them, those with a customer account' }) customers!: number;
  @Field(() => Int, { description: 'Of them, those whose customer has made a sale' }) firstOrders!: number;
}

@ObjectType({ description: "A membership tier's customers (by the tier they hold now) and their spending in the range" })
export class TierRow {
  @Field(() => Int, { nullable: true, description: 'null: the customers without a tier' }) tierId!: number | null;
  @Field(() => String, { description: "The tier's name; '' for no tier" }) tier!: string;
  @Field(() => Int, { description: 'Members today' }) customers!: number;
  @Field(() => Int, { description: 'Members with a sale in the range' }) activeCustomers!: number;
  @Field(() => Int) orders!: number;
  @Field(() => String) netSpend!: string;
}

@ObjectType({ description: 'Reward points moved in the range; outstanding = the balance of all customers at its end' })
export class PointsFigures {
  @Field(() => Int, { description: 'Earned, bonus and staff additions' }) issued!: number;
  @Field(() => Int, { description: 'Redeemed, less what canceled or refunded orders gave back' }) spent!: number;
  @Field(() => Int) expired!: number;
  @Field(() => Int, { description: 'Taken back: earned by refunded orders, staff deductions' }) takenBack!: number;
  @Field(() => Int, { description: 'Balance of every customer at the end of the range' }) outstanding!: number;
}

@ObjectType()
export class CustomerSummary {
  @Field(() => Int, { description: 'Customers whose first paid order is in the range' }) newCustomers!: number;
  @Field(() => Int, { description: 'Customers with a paid order in the range and one before it' }) returningCustomers!: number;
  @Field(() => Int, { description: 'Accounts created in the range' }) registrations!: number;
  @Field(() => String) netSpend!: string;
}

@ObjectType()
export class CustomerReport {
  @Field(() => String) from!: string;
  @Field(() => String) to!: string;
  @Field(() => String) currency!: string;
  @Field(() => CustomerSummary) summary!: CustomerSummary;
  @Field(() => [CustomerPeriodRow]) rows!: CustomerPeriodRow[];
  @Field(() => [CustomerSpendRow]) topCustomers!: CustomerSpendRow[];
  @Field(() => [TierRow], { description: 'By membership tier, best first; the customers without a tier last' }) tiers!: TierRow[];
  @Field(() => [LeadSourceRow]) leadSources!: LeadSourceRow[];
  @Field(() => PointsFigures, { description: 'Reward points in the range' }) points!: PointsFigures;
}

@ObjectType()
export class InventoryReportRow {
  @Field(() => Int) inventoryId!: number;
  @Field(() => Int) stockId!: number;
  @Field(() => Int, { nullable: true }) productId!: number | null;
  @Field(() => String) sku!: string;
  @Field(() => String) name!: string;
  @Field(() => Int) warehouseId!: number;
  @Field(() => String) warehouseName!: string;
  @Field(() => Int) onHand!: number;
  @Field(() => Int, { description: "At the end of the range's last day (snapshot, or the history replayed)" }) quantityAtDate!: number;
  @Field(() => Int, { description: 'Units sold in the last 30 days' }) soldLast30Days!: number;
  @Field(() => Float, { nullable: true, description: 'onHand / daily sales of the last 30 days; null without sales' }) daysOfCover!: number | null;
  @Field(() => Boolean) lowStock!: boolean;
}

@ObjectType()
export class MovementRow {
  @Field(() => String) type!: string;
  @Field(() => Int) movements!: number;
  @Field(() => Int) units!: number;
}

@ObjectType()
export class WarehouseStockRow {
  @Field(() => Int) warehouseId!: number;
  @Field(() => String) warehouseName!: string;
  @Field(() => Int) onHand!: number;
  @Field(() => Int) quantityAtDate!: number;
}

@ObjectType({ description: "The stock at the end of the range's last day: every SKU (stock) made by then, over every warehouse" })
export class InventorySummary {
  @Field(() => Int) unitsOnHand!: number;
  @Field(() => String, { description: "Units times each stock's cost price (base currency); stocks without one left out" }) valueAtCost!: string;
  @Field(() => Int, { description: 'Units of the stocks without a cost price (not in valueAtCost)' }) unitsWithoutCost!: number;
  @Field(() => String, { description: "Units times each stock's regular price today (base currency)" }) valueAtPrice!: string;
  @Field(() => Int, { description: 'SKUs with at most the low-stock threshold over every warehouse' }) lowStockSkus!: number;
  @Field(() => Int, { description: 'SKUs with none in any warehouse' }) outOfStockSkus!: number;
}

@ObjectType()
export class InventoryReport {
  @Field(() => String) from!: string;
  @Field(() => String) to!: string;
  @Field(() => String, { description: 'The base currency of the values' }) currency!: string;
  @Field(() => InventorySummary) summary!: InventorySummary;
  @Field(() => [WarehouseStockRow]) warehouses!: WarehouseStockRow[];
  @Field(() => [InventoryReportRow]) rows!: InventoryReportRow[];
  @Field(() => [InventoryReportRow]) lowStock!: InventoryReportRow[];
  @Field(() => [MovementRow]) movements!: MovementRow[];
}
