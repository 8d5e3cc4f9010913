import { Ctx, FieldResolver, Int, ObjectType, Field, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../common/context.js';
import { addMoney } from '../../../core/decimal.js';
import { Order, OrderLine } from './order.entity.js';
import { intArray, run } from '../../common/sql.js';
import { discountShares, type ShareRow } from '../pricing/index.js';

@ObjectType({ description: 'A discount source of an order: a promotion, a coupon, shipping or points, with what it took off' })
export class OrderDiscountView {
  @Field(() => Int, { nullable: true }) promotionId!: number | null;
  @Field(() => String, { description: 'promotion, coupon, shipping or points' }) source!: string;
  @Field(() => String) label!: string;
  @Field(() => String, { nullable: true }) code!: string | null;
  @Field(() => String, { description: 'Base currency' }) amount!: string;
}

/**
 * What each order (and each of its lines) was given, from order_discount: one statement for a whole list
 * of orders (loader), so an order list costs the same for 10 orders as for 100. Guarded like the order
 * itself: these are fields of an Order the caller may already read.
 */
@Resolver(() => Order)
export class OrderPromotionsResolver {
  @FieldResolver(() => [OrderDiscountView], { description: 'Each promotion, coupon, shipping discount and points use of the order' })
  async discounts(@Root() order: Order, @Ctx() ctx: AppContext): Promise<OrderDiscountView[]> {
    const rows = await sharesOf(ctx, 'order_id').load(order.id);
    const byKey = new Map<string, OrderDiscountView>();
    for (const row of rows) {
      const key = `${row.source}:${row.promotion_id ?? ''}:${row.code ?? ''}`;
      const seen = byKey.get(key);
      if (seen) seen.amount = addMoney(seen.amount, row.amount);
      else byKey.set(key, { promotionId: row.promotion_id, source: row.source, label: row.label, code: row.code, amount: addMoney(row.amount) });
    }
    return [...byKey.values()];
  }
}

@Resolver(() => OrderLine)
export class OrderLineDiscountsResolver {
  @FieldResolver(() => [OrderDiscountView], { description: "This line's shares of the order's discounts" })
  async discounts(@Root() line: OrderLine, @Ctx() ctx: AppContext): Promise<OrderDiscountView[]> {
    const rows = await sharesOf(ctx, 'order_line_id').load(line.id);
    return rows.map((row) => ({ promotionId: row.promotion_id, source: row.source, label: row.label, code: row.code, amount: addMoney(row.amount) }));
  }
}

function sharesOf(ctx: AppContext, column: 'order_id' | 'order_line_id') {
  return ctx.loaders.custom<ShareRow[]>(`order_discount:${column}`, async (ids) => {
    const rows = await run(ctx.em, discountShares({ column }), [intArray(ids)]);
    return ids.map((id) => rows.filter((row) => (column === 'order_id' ? row.order_id : row.order_line_id) === id));
  });
}
