import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays } from '../../../core/shop-time.js';
import { Customer } from '../../modules/customer/customer.entity.js';
import { MembershipTier } from '../../modules/membership/membership-tier.entity.js';
import { addMonths, creditPoints } from '../../modules/points/points-ledger.js';
import { RewardPoint } from '../../modules/points/reward-point.entity.js';
import { shopToday } from '../../modules/settings/index.js';

const DEMO_TIERS = [
  { name: { en_us: 'Silver', zh_hk: '銀卡' }, level: 1, spendingThreshold: '2000.00', discountPercent: '5.00', pointsMultiplier: '1.00' },
  { name: { en_us: 'Gold', zh_hk: '金卡' }, level: 2, spendingThreshold: '8000.00', discountPercent: '10.00', pointsMultiplier: '1.50' },
  { name: { en_us: 'Platinum', zh_hk: '白金卡' }, level: 3, spendingThreshold: '20000.00', discountPercent: '15.00', pointsMultiplier: '2.00' },
];

/** Three membership tiers, and reward points for the demo shopper (some expiring soon, so /account shows it). */
export async function seedDemoLoyalty(em: EntityManager): Promise<void> {
  await em.flush();
  if (!(await em.count(MembershipTier, {}))) {
    for (const tier of DEMO_TIERS) em.create(MembershipTier, { ...tier, description: {}, periodMonths: 12, durationMonths: 12 });
    await em.flush();
  }
  const shopper = await em.findOne(Customer, { email: 'demo@example.com' });
  if (!shopper) return;
  if (await em.count(RewardPoint, { customerId: shopper.id })) return;
  const today = await shopToday(em);
  await creditPoints(em, { customerId: shopper.id, type: 'adjustment', remark: 'Welcome gift' }, 500, addMonths(today, 12));
  await creditPoints(em, { customerId: shopper.id, type: 'bonus', remark: 'Spring campaign' }, 80, addDays(today, 20));
}
