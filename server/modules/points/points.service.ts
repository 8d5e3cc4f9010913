import { NotFoundError, UnauthenticatedError, fieldError } from '../../common/errors.js';
import { staffName } from '../../common/context.js';
import { Service } from '../../common/service.js';
import { addDays } from '../../../core/shop-time.js';
import { run } from '../../common/sql.js';
import { unitOfWork } from '../../common/transaction.js';
import { Customer } from '../customer/index.js';
import { addMonths, creditPoints, debitPoints, expirePoints, spendableBalance } from './points-ledger.js';
import type { PointsAccount, PointsAdjustmentInput } from './points.inputs.js';
import { expiringSoonSql } from './points.sql.js';
import { RewardPoint } from './reward-point.entity.js';
import { readSettingsGroup, shopToday } from '../settings/index.js';

/** The most history rows an answer carries (a customer's whole history, in practice). */
const HISTORY_LIMIT = 1000;

/** Reward points as the shopper (their own) and the back office (any customer) read them, and staff adjustments. */
export class PointsService extends Service {
  async mine(): Promise<PointsAccount> {
    const principal = this.ctx.principal;
    if (principal?.kind !== 'customer') throw new UnauthenticatedError();
    return this.account(principal.id);
  }

  async ofCustomer(customerId: number): Promise<PointsAccount> {
    if (!(await this.em.count(Customer, { id: customerId }))) throw new NotFoundError();
    return this.account(customerId);
  }

  /**
   * The balance, what expires within 30 days and the history. Batches past their date are expired
   * first (the same idempotent step as the daily job), so the history's points sum to the balance.
   */
  private async account(customerId: number): Promise<PointsAccount> {
    const today = await shopToday(this.em);
    await unitOfWork(this.em, (tx) => expirePoints(tx, today, customerId));
    const [soon] = await run(this.em, expiringSoonSql, [customerId, today, addDays(today, 30)]);
    const history = await this.em.find(RewardPoint, { customerId }, { orderBy: { id: 'desc' }, limit: HISTORY_LIMIT });
    return { balance: await spendableBalance(this.em, customerId, today), expiringSoon: soon.n, expiringOn: soon.first, history };
  }

  /** Staff give (a batch with the default expiry) or take points (422 on `points` when the customer has fewer). */
  async adjust(customerId: number, input: PointsAdjustmentInput): Promise<PointsAccount> {
    if (!(await this.em.count(Customer, { id: customerId }))) throw new NotFoundError();
    const adminName = staffName(this.ctx);
    const { expiryMonths } = await readSettingsGroup(this.em, 'points');
    const today = await shopToday(this.em);
    const remark = adminName ? `${input.remark.trim()} (${adminName})` : input.remark.trim();
    const entry = { customerId, type: 'adjustment' as const, remark };
    if (!remark) throw fieldError('remark', 'This field is required.');
    await unitOfWork(this.em, async (tx) => {
      if (input.points > 0) await creditPoints(tx, entry, input.points, expiryMonths > 0 ? addMonths(today, expiryMonths) : null);
      else await debitPoints(tx, entry, -input.points, { today, exact: true });
    });
    return this.account(customerId);
  }
}
