import { Ctx, Field, FieldResolver, Int, ObjectType, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../common/context.js';
import { intArray, run } from '../../common/sql.js';
import { Order } from '../order/index.js';
import { orderCounterSalesSql } from './store.sql.js';
import { translated } from '../settings/index.js';

/** Where a counter sale was made, as the order screen names it (issue 18). */
@ObjectType()
export class OrderCounterSale {
  @Field(() => Int) storeId!: number;
  @Field(() => String, { description: "The store's name in the request language" }) storeName!: string;
  @Field(() => String) registerName!: string;
  @Field(() => String, { description: "The register's prefix and sequence, as printed on the receipt" }) receiptNumber!: string;
}

/**
 * The point of sale's part of an order (the order module knows nothing of stores): batched per request,
 * so a list of orders reads every counter sale of its page in one statement.
 */
@Resolver(() => Order)
export class OrderCounterSaleResolver {
  @FieldResolver(() => OrderCounterSale, { nullable: true, description: 'The store, register and receipt of a counter sale; null for other orders' })
  async counterSale(@Root() order: Order, @Ctx() ctx: AppContext): Promise<OrderCounterSale | null> {
    const row = await ctx.loaders
      .custom('order:counterSale', async (ids) => {
        const rows = new Map((await run(ctx.em, orderCounterSalesSql, [intArray(ids)])).map((r) => [r.order_id, r]));
        return ids.map((id) => rows.get(id) ?? null);
      })
      .load(order.id);
    if (!row) return null;
    return { storeId: row.store_id, storeName: await translated(ctx, row.store_name), registerName: row.register_name, receiptNumber: row.receipt_number };
  }
}
