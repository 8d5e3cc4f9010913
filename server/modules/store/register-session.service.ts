import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { staffName } from '../../common/context.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Field, Int, ObjectType } from 'type-graphql';
import { ConflictError, NotFoundError } from '../../common/errors.js';
import { MAX_MONEY_CENTS, addMoney, fromCents, toCents } from '../../../core/decimal.js';
import { Service } from '../../common/service.js';
import { findCounter } from './pos-counter.js';
import type { CashMovementInput, CloseSessionInput, OpenSessionInput } from './pos.inputs.js';
import { RegisterCashMovement, RegisterSession } from './register-session.entity.js';
import { run } from '../../common/sql.js';
import { POS_MESSAGES } from './store-messages.js';
import { closeSessionSql, lockOpenSessionSql, sessionFiguresSql, sessionSql } from './store.sql.js';

@ObjectType()
export class MethodTotal {
  @Field(() => String) method!: string;
  @Field(() => String, { description: 'Taken less refunded' }) amount!: string;
}

@ObjectType({ description: "A method's money in one currency, as it changed hands (a drawer counts each currency apart)" })
export class CurrencyTotal {
  @Field(() => String) method!: string;
  @Field(() => String) currency!: string;
  @Field(() => String, { description: 'Taken less refunded, in that currency' }) amount!: string;
}

/** The X report (open session: running totals) or the Z report (closed: expected, counted, over/short). */
@ObjectType()
export class SessionReport {
  @Field(() => Int) id!: number;
  @Field(() => String, { description: 'X while the session is open, Z once closed' }) kind!: 'X' | 'Z';
  @Field(() => Int) storeId!: number;
  @Field(() => Int) registerId!: number;
  @Field(() => String) registerName!: string;
  @Field(() => Date) openedAt!: Date;
  @Field(() => String) openedBy!: string;
  @Field(() => Date, { nullable: true }) closedAt!: Date | null;
  @Field(() => String) closedBy!: string;
  @Field(() => String) float!: string;
  @Field(() => Int) sales!: number;
  @Field(() => String) salesTotal!: string;
  @Field(() => String) refundsTotal!: string;
  @Field(() => [MethodTotal], { description: 'Base currency' }) byMethod!: MethodTotal[];
  @Field(() => [CurrencyTotal], { description: 'The same money by the currency it was paid in' }) byCurrency!: CurrencyTotal[];
  @Field(() => String) cashIn!: string;
  @Field(() => String) cashOut!: string;
  @Field(() => [RegisterCashMovement]) movements!: RegisterCashMovement[];
  @Field(() => String, {
    description: 'float + cash taken - cash refunded + cash in - cash out (base currency: cash taken in other currencies counts at the sale rate)',
  })
  expectedCash!: string;
  @Field(() => String, { nullable: true }) countedCash!: string | null;
  @Field(() => String, { nullable: true, description: 'counted - expected (negative: short)' }) overShort!: string | null;
}

/** Register sessions: open with a float, cash in and out, X report any time, close with the counted cash (Z). */
export class RegisterSessionService extends Service {
  async open(storeId: number, input: OpenSessionInput): Promise<SessionReport> {
    const counter = await findCounter(this.em, storeId, input.registerId);
    if (counter.sessionId !== null) throw new ConflictError(POS_MESSAGES.sessionOpen);
    const openedBy = staffName(this.ctx);
    try {
      const session = this.em.create(RegisterSession, { store: storeId, register: input.registerId, float: input.float, openedBy });
      await this.em.flush();
      return this.report(storeId, session.id);
    } catch (error) {
      // Two openings at once: the partial unique index lets one through.
      if (error instanceof UniqueConstraintViolationException) throw new ConflictError(POS_MESSAGES.sessionOpen);
      throw error;
    }
  }

  async moveCash(storeId: number, sessionId: number, input: CashMovementInput): Promise<SessionReport> {
    const adminName = staffName(this.ctx);
    await this.em.transactional(async (tx) => {
      // Under the open session's lock, as sales and the close take it: a movement racing the close is in its
      // Z report, or refused as one on a closed session (never left out of the expected cash).
      const [open] = await run(tx, lockOpenSessionSql, [sessionId, storeId]);
      if (!open) throw await notOpen(tx, storeId, sessionId);
      tx.create(RegisterCashMovement, { session: sessionId, amount: input.amount, reason: input.reason, adminName });
    });
    return this.report(storeId, sessionId);
  }

  /** Closes with the counted cash; the expected amount is kept beside it (the Z report). */
  async close(storeId: number, sessionId: number, input: CloseSessionInput): Promise<SessionReport> {
    const closedBy = staffName(this.ctx);
    await this.em.transactional(async (tx) => {
      // Closing locks the session: a sale racing the close sees it closed or is counted in it.
      const [row] = await run(tx, lockOpenSessionSql, [sessionId, storeId]);
      if (!row) throw new ConflictError(POS_MESSAGES.sessionClosed);
      const { expectedCash } = await this.figures(tx, sessionId);
      // A drawer past what the column holds (a float of 9999999999.99, then a cash sale) still closes: its
      // Z report adds the figure up again, from rows a closed session no longer gets.
      const cents = toCents(expectedCash);
      const kept = cents <= MAX_MONEY_CENTS && -cents <= MAX_MONEY_CENTS ? expectedCash : null;
      await run(tx, closeSessionSql, [closedBy, input.countedCash, kept, sessionId]);
    });
    this.em.clear();
    return this.report(storeId, sessionId);
  }

  async report(storeId: number, sessionId: number): Promise<SessionReport> {
    const [session] = await run(this.em, sessionSql, [sessionId, storeId]);
    if (!session) throw new NotFoundError();
    const figures = await this.figures(this.em, sessionId);
    const movements = await this.em.find(RegisterCashMovement, { session: sessionId }, { orderBy: { id: 'asc' } });
    const expectedCash = session.expected_cash ?? figures.expectedCash;
    return {
      id: session.id,
      kind: session.closed_at ? 'Z' : 'X',
      storeId,
      registerId: session.register_id,
      registerName: session.register_name,
      openedAt: new Date(session.created_at),
      openedBy: session.opened_by,
      closedAt: session.closed_at ? new Date(session.closed_at) : null,
      closedBy: session.closed_by,
      float: session.float,
      ...figures,
      movements,
      expectedCash,
      countedCash: session.counted_cash,
      overShort: session.counted_cash === null ? null : fromCents(toCents(session.counted_cash) - toCents(expectedCash)),
    };
  }

  /** The session's money in one statement: payments by method, sales, refunds, cash movements, expected cash. */
  private async figures(em: EntityManager, sessionId: number) {
    const [row] = await run(em, sessionFiguresSql, [sessionId]);
    const cash = row.by_method.find((m) => m.method === 'cash')?.amount ?? '0';
    return {
      sales: row.sales,
      salesTotal: addMoney(row.sales_total),
      refundsTotal: addMoney(row.refunds_total),
      byMethod: row.by_method.map((m) => ({ method: m.method, amount: addMoney(m.amount) })),
      byCurrency: row.by_currency.map((m) => ({ method: m.method, currency: m.currency, amount: addMoney(m.amount) })),
      cashIn: addMoney(row.cash_in),
      cashOut: addMoney(row.cash_out),
      expectedCash: fromCents(toCents(row.float) + toCents(cash) + toCents(row.cash_in) - toCents(row.cash_out)),
    };
  }
}

/** Why a session is not open for this store: there is none (404), or it is closed (409). */
async function notOpen(em: EntityManager, storeId: number, sessionId: number): Promise<Error> {
  const session = await em.findOne(RegisterSession, { id: sessionId, store: storeId });
  return session ? new ConflictError(POS_MESSAGES.sessionClosed) : new NotFoundError();
}
