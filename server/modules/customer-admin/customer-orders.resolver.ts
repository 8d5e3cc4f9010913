import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../common/context.js';
import { CustomerRecord } from './customer-record.js';
import { Order } from '../order/index.js';

/**
 * The read-only order history of the back office's customer view (spec section 3: identifier,
 * grand_total, status, created_at), newest first; one statement for a whole page of customers.
 */
@Resolver(() => CustomerRecord)
export class CustomerOrdersResolver {
  @FieldResolver(() => [Order], { description: "The customer's orders, newest first" })
  orders(@Root() customer: CustomerRecord, @Ctx() ctx: AppContext) {
    return ctx.loaders.many(Order, 'customer', { orderBy: { createdAt: 'desc', id: 'desc' } }).load(customer.id);
  }
}
