import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import type { AppConfig } from '../../config/env.js';
import { unitOfWork } from '../../common/transaction.js';
import { Customer } from '../../modules/customer/customer.entity.js';
import { StockLedger } from '../../modules/inventory/stock-ledger.js';
import { PosSaleService } from '../../modules/store/pos-sale.service.js';
import { RegisterSession } from '../../modules/store/register-session.entity.js';
import { RegisterSessionService } from '../../modules/store/register-session.service.js';
import { Store, StoreRegister } from '../../modules/store/store.entity.js';
import { closeSessionAtSql, demoStoreStocksSql } from '../../modules/store/store.sql.js';
import { run } from '../../common/sql.js';
import { Warehouse } from '../../modules/warehouse/warehouse.entity.js';
import { demoStaffContext, demoStaffMember } from './staff.js';
import { useLanguage } from '../../modules/settings/index.js';

const DEMO_STORES = [
  {
    prefix: 'CEN1',
    warehouse: 'Central Store',
    name: { en_us: 'Harbour Lane Central', zh_hk: '海港里中環店' },
    address: { en_us: 'Shop 12, G/F, 18 Queen’s Road Central, Central, Hong Kong', zh_hk: '香港中環皇后大道中18號地下12號舖' },
    openingHours: { en_us: 'Mon-Sat 10:00-20:00\nSun 11:00-19:00', zh_hk: '星期一至六 10:00-20:00\n星期日 11:00-19:00' },
    phone: '+852 2110 1888',
    cashier: { name: 'Wing Lee', email: 'wing.lee@demo.example.com' },
  },
  {
    prefix: 'MK1',
    warehouse: 'Mong Kok Store',
    name: { en_us: 'Harbour Lane Mong Kok', zh_hk: '海港里旺角店' },
    address: { en_us: 'Shop 5, 1/F, 63 Argyle Street, Mong Kok, Kowloon', zh_hk: '九龍旺角亞皆老街63號1樓5號舖' },
    openingHours: { en_us: 'Daily 11:00-22:00', zh_hk: '每日 11:00-22:00' },
    phone: '+852 2388 6020',
    cashier: { name: 'Ka Yan Ho', email: 'kayan.ho@demo.example.com' },
  },
] as const;

/** The role of the demo stores' cashiers (seeded with the other demo roles). */
export const DEMO_CASHIER_ROLE = 'Cashier';

const DAYS = 3;
const SALES_PER_DAY = 3;

/**
 * Two stores (Central, Mong Kok), each with its own warehouse stocked by transfers from Kwun Tong and
 * one register, and three days of counter sales made by the point of sale's own code (stock through the
 * ledger, orders completed, money events), one closed session per day.
 */
export async function seedDemoStores(em: EntityManager, config: AppConfig): Promise<void> {
  await em.flush();
  if (await em.count(StoreRegister, { prefix: DEMO_STORES[0].prefix })) return;
  const source = await em.findOne(Warehouse, { name: 'Kwun Tong Warehouse' });
  if (!source) return;
  const stocks = await run(em, demoStoreStocksSql, [source.id]);
  if (stocks.length < 4) return;
  const customer = await em.findOne(Customer, { email: 'demo@example.com' });
  for (const [n, demo] of DEMO_STORES.entries()) {
    // Each store's sales, openings and closings are made by its own cashier, as the screens show them.
    const cashier = await demoStaffMember(em, { ...demo.cashier, role: DEMO_CASHIER_ROLE });
    const ctx = await demoStaffContext(config, em, cashier);
    await useLanguage(ctx, 'en_us');
    const warehouse = em.create(Warehouse, { name: demo.warehouse, address: demo.address.en_us });
    const store = em.create(Store, {
      name: demo.name,
      address: demo.address,
      openingHours: demo.openingHours,
      phone: demo.phone,
      warehouse,
      receiptFooter: { en_us: 'Thank you! Exchanges within 14 days with this receipt.', zh_hk: '多謝惠顧！憑此收據14天內可換貨。' },
    });
    const register = em.create(StoreRegister, { store, name: 'Register 1', prefix: demo.prefix });
    await em.flush();
    await unitOfWork(em, async (tx) => {
      for (const s of stocks) {
        const subject = {
          inventoryId: s.inventory_id,
          productId: s.product_id,
          warehouseName: source.name,
          sku: s.sku,
          option: '',
          remark: 'Demo: stock for the store',
          adminName: '',
        };
        await StockLedger.transfer(tx, subject, { stockId: s.stock_id, warehouseId: warehouse.id, warehouseName: warehouse.name }, 6);
      }
    });
    for (let day = DAYS; day >= 1; day -= 1) {
      const opened = new Date(Date.now() - day * 86_400_000);
      opened.setUTCHours(2, 0, 0, 0);
      const session = em.create(RegisterSession, { store: store.id, register: register.id, float: '500.00', openedBy: cashier.name, createdAt: opened });
      await em.flush();
      for (let i = 0; i < SALES_PER_DAY; i += 1) {
        const a = stocks[(day + i + n) % stocks.length];
        const b = stocks[(day * 2 + i + n + 1) % stocks.length];
        const lines =
          a.stock_id === b.stock_id
            ? [{ stockId: a.stock_id, quantity: 1 }]
            : [
                { stockId: a.stock_id, quantity: 1 },
                { stockId: b.stock_id, quantity: 1 },
              ];
        const at = new Date(opened.getTime() + (i + 1) * 2 * 3_600_000);
        const { grandTotal } = await PosSaleService.of(ctx).quote({ storeId: store.id, registerId: register.id, lines });
        const byCard = i === 1;
        await PosSaleService.of(ctx).sell(
          {
            clientId: randomUUID(),
            storeId: store.id,
            registerId: register.id,
            customerId: i === 0 ? (customer?.id ?? null) : null,
            lines,
            payments: [
              byCard
                ? { method: 'card', amount: grandTotal, reference: `DEMO-${day}${i}` }
                : { method: 'cash', amount: String(Math.ceil(Number(grandTotal) / 100) * 100) },
            ],
          },
          { at },
        );
      }
      const report = await RegisterSessionService.of(ctx).report(store.id, session.id);
      await RegisterSessionService.of(ctx).close(store.id, session.id, { countedCash: report.expectedCash });
      await run(em, closeSessionAtSql, [new Date(opened.getTime() + 9 * 3_600_000), cashier.name, session.id]);
    }
  }
}
