import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { RequirePermission } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { fieldError } from '../../common/errors.js';
import { Permission } from '../../common/permissions.js';
import { Customer, EMAIL_TAKEN } from '../customer/index.js';
import { unusablePassword } from '../customer-admin/index.js';
import { PosCategory, PosCustomer, PosProduct, posCategories, posCustomers, posProducts } from './pos-catalog.js';
import { counterMethods } from './pos-counter.js';
import { CashMovementInput, CloseSessionInput, OpenSessionInput, PosCustomerInput, PosReturnInput, PosSaleInput, PosTicketInput } from './pos.inputs.js';
import { PosReturnService } from './pos-return.service.js';
import { PosSaleService } from './pos-sale.service.js';
import { loadSale, PosCurrency, PosQuote, PosSaleView } from './pos.views.js';
import { acceptedCurrencies } from '../pricing/index.js';
import { RegisterSessionService, SessionReport } from './register-session.service.js';
import { useLanguage } from '../settings/index.js';

/** The point of sale (issue 18): every field needs `offlinestore`. */
@Resolver()
export class PosResolver {
  @RequirePermission(Permission.offlinestore)
  @Query(() => [PosProduct], { description: "Selling screen: stocks by name or sku (a scanned sku first) or by category, with the store's units" })
  posProducts(
    @Ctx() ctx: AppContext,
    @Arg('storeId', () => Int) storeId: number,
    @Arg('keyword', () => String, { nullable: true }) keyword?: string | null,
    @Arg('categoryId', () => Int, { nullable: true }) categoryId?: number | null,
  ) {
    return posProducts(ctx, storeId, keyword, categoryId);
  }

  @RequirePermission(Permission.offlinestore)
  @Query(() => [PosCategory], { description: 'Selling screen: the categories of the product tiles' })
  posCategories(@Ctx() ctx: AppContext) {
    return posCategories(ctx);
  }

  @RequirePermission(Permission.offlinestore)
  @Query(() => [PosCustomer], { description: 'Selling screen: customers by phone, e-mail or name' })
  posCustomers(@Ctx() ctx: AppContext, @Arg('keyword', () => String) keyword: string) {
    return posCustomers(ctx, keyword);
  }

  @RequirePermission(Permission.offlinestore)
  @Query(() => [String], { description: 'Payment methods at the counter: cash, card and an enabled bank transfer (never cash on delivery or Stripe)' })
  posPaymentMethods(@Ctx() ctx: AppContext) {
    return counterMethods(ctx.em);
  }

  @RequirePermission(Permission.offlinestore)
  @Query(() => [PosCurrency], { description: "The shop's currencies a ticket can be priced and paid in (the base currency first)" })
  posCurrencies(@Ctx() ctx: AppContext) {
    return acceptedCurrencies(ctx.em);
  }

  @RequirePermission(Permission.offlinestore)
  @Query(() => PosSaleView, { description: 'A counter sale (receipt, returns) by order id or receipt number' })
  async posSale(
    @Ctx() ctx: AppContext,
    @Arg('orderId', () => Int, { nullable: true }) orderId?: number | null,
    @Arg('receiptNumber', () => String, { nullable: true }) receiptNumber?: string | null,
  ) {
    return loadSale(ctx.em, orderId ? { orderId } : { receiptNumber: (receiptNumber ?? '').trim().toUpperCase() }, await useLanguage(ctx));
  }

  @RequirePermission(Permission.offlinestore)
  @Query(() => PosQuote, { description: 'The price of a ticket (pipeline, coupons, manual discounts); nothing is written' })
  posQuote(@Ctx() ctx: AppContext, @Arg('input', () => PosTicketInput) input: PosTicketInput) {
    return PosSaleService.of(ctx).quote(input);
  }

  @RequirePermission(Permission.offlinestore)
  @Query(() => SessionReport, { description: 'The X report of an open session, the Z report of a closed one' })
  registerSessionReport(@Ctx() ctx: AppContext, @Arg('storeId', () => Int) storeId: number, @Arg('sessionId', () => Int) sessionId: number) {
    return RegisterSessionService.of(ctx).report(storeId, sessionId);
  }

  @RequirePermission(Permission.offlinestore)
  @Mutation(() => SessionReport, { description: 'Opens a register with its cash float (CONFLICT when it is open already)' })
  openRegisterSession(@Ctx() ctx: AppContext, @Arg('storeId', () => Int) storeId: number, @Arg('input', () => OpenSessionInput) input: OpenSessionInput) {
    return RegisterSessionService.of(ctx).open(storeId, input);
  }

  @RequirePermission(Permission.offlinestore)
  @Mutation(() => SessionReport, { description: 'Closes a session with the counted cash: the Z report' })
  closeRegisterSession(
    @Ctx() ctx: AppContext,
    @Arg('storeId', () => Int) storeId: number,
    @Arg('sessionId', () => Int) sessionId: number,
    @Arg('input', () => CloseSessionInput) input: CloseSessionInput,
  ) {
    return RegisterSessionService.of(ctx).close(storeId, sessionId, input);
  }

  @RequirePermission(Permission.offlinestore)
  @Mutation(() => SessionReport, { description: 'Cash into (positive) or out of (negative) the drawer, with its reason' })
  registerCashMovement(
    @Ctx() ctx: AppContext,
    @Arg('storeId', () => Int) storeId: number,
    @Arg('sessionId', () => Int) sessionId: number,
    @Arg('input', () => CashMovementInput) input: CashMovementInput,
  ) {
    return RegisterSessionService.of(ctx).moveCash(storeId, sessionId, input);
  }

  @RequirePermission(Permission.offlinestore)
  @Mutation(() => PosSaleView, {
    description: 'A counter sale; the same ticket sent again with its clientId answers the first sale (no second order), another ticket with it is refused',
  })
  posCreateSale(@Ctx() ctx: AppContext, @Arg('input', () => PosSaleInput) input: PosSaleInput) {
    return PosSaleService.of(ctx).sell(input);
  }

  @RequirePermission(Permission.offlinestore)
  @Mutation(() => PosSaleView, {
    description: 'Returns lines of a counter sale (restock or not) and refunds them: in cash, or by a method of the sale for at most what it took',
  })
  posReturn(@Ctx() ctx: AppContext, @Arg('input', () => PosReturnInput) input: PosReturnInput) {
    return PosReturnService.of(ctx).refund(input);
  }

  @RequirePermission(Permission.offlinestore)
  @Mutation(() => PosCustomer, { description: 'A customer made at the counter (no password: they may set one by password reset)' })
  async posCreateCustomer(@Ctx() ctx: AppContext, @Arg('input', () => PosCustomerInput) input: PosCustomerInput): Promise<PosCustomer> {
    const email = input.email.toLowerCase();
    if (await ctx.em.count(Customer, { email })) throw fieldError('email', EMAIL_TAKEN);
    try {
      const customer = ctx.em.create(Customer, {
        firstName: input.firstName,
        lastName: input.lastName ?? '',
        email,
        phone: input.phone || null,
        passwordHash: await unusablePassword(),
      });
      await ctx.em.flush();
      return { id: customer.id, firstName: customer.firstName, lastName: customer.lastName, email: customer.email, phone: customer.phone ?? null };
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw fieldError('email', EMAIL_TAKEN);
      throw error;
    }
  }
}
