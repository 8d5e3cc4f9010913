import type { EntityManager } from '@mikro-orm/postgresql';
import { buildWorkbook, fileDownload, type FileDownload, moneyFormat, type SheetData } from '../import-export/index.js';
import { NotFoundError } from '../../common/errors.js';
import { Permission } from '../../common/permissions.js';
import { Service } from '../../common/service.js';
import { addDays, localDateOf, startOfLocalDay } from '../../../core/shop-time.js';
import { readSettingsGroup, shopTimeZone } from '../settings/index.js';
import type { Dashboard } from './dashboard.types.js';
import { customerFigures } from './helpers/customer-report.js';
import { inventoryFigures, inventorySummary } from './helpers/inventory-report.js';
import { productFigures } from './helpers/product-report.js';
import { promotionCosts, salesByPaymentMethod, salesRows, salesSummary } from './helpers/sales-report.js';
import { reportSheets } from './helpers/report-sheets.js';
import { ReportGroup, type ReportFilter } from './report.inputs.js';
import { DEFAULT_LOW_STOCK, reportRange, type ReportRange } from './report-range.js';
import type { CustomerReport, InventoryReport, ProductReport, SalesReport } from './report.types.js';
import { run } from '../../common/sql.js';
import { latestOrders, leadsDue, newCustomers, ordersToHandle } from './report.sql.js';

export const REPORT_NAMES = ['sales', 'products', 'customers', 'inventories'] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

/**
 * The four reports of spec section 2 and the dashboard (issue 19). Money comes from the sales ledger and
 * its daily roll-up (never from today's prices), stock from the inventory snapshots and history; days are
 * the shop's (setting `timezone`). Read only: no report writes anything.
 */
export class ReportService extends Service {
  private async range(filter?: ReportFilter | null): Promise<ReportRange> {
    return reportRange(filter, await shopTimeZone(this.em), new Date(), await this.lowStockThreshold());
  }

  private async lowStockThreshold(): Promise<number> {
    return (await readSettingsGroup(this.em, 'product')).lowStockThreshold ?? DEFAULT_LOW_STOCK;
  }

  private async context(): Promise<{ currency: string; mainLanguage: string }> {
    const [currency, basic] = [await readSettingsGroup(this.em, 'currency'), await readSettingsGroup(this.em, 'basic')];
    return { currency: currency.baseCurrency, mainLanguage: basic.mainLanguage };
  }

  async today(): Promise<string> {
    return localDateOf(new Date(), await shopTimeZone(this.em));
  }

  async sales(filter?: ReportFilter | null): Promise<SalesReport> {
    const range = await this.range(filter);
    const { currency } = await this.context();
    const em = this.em as EntityManager;
    return {
      from: range.from,
      to: range.to,
      currency,
      summary: await salesSummary(em, range, range.from, range.to),
      rows: await salesRows(em, range, range.from, range.to),
      previous: range.compare ? await salesSummary(em, range, range.previous.from, range.previous.to) : null,
      previousRows: range.compare ? await salesRows(em, range, range.previous.from, range.previous.to) : null,
      paymentMethods: await salesByPaymentMethod(em, range),
      promotions: await promotionCosts(em, range),
    };
  }

  async products(filter?: ReportFilter | null): Promise<ProductReport> {
    const range = await this.range(filter);
    const { currency, mainLanguage } = await this.context();
    const figures = await productFigures(this.em, range, mainLanguage);
    const sold = figures.rows.filter((row) => row.unitsSold > 0);
    return {
      from: range.from,
      to: range.to,
      currency,
      ...figures,
      top: sold.slice(0, range.limit),
      bottom: sold.slice(-range.limit).reverse(),
    };
  }

  async customers(filter?: ReportFilter | null): Promise<CustomerReport> {
    const range = await this.range(filter);
    const { currency, mainLanguage } = await this.context();
    return { from: range.from, to: range.to, currency, ...(await customerFigures(this.em, range, mainLanguage)) };
  }

  async inventories(filter?: ReportFilter | null): Promise<InventoryReport> {
    const range = await this.range(filter);
    const { currency, mainLanguage } = await this.context();
    const { lowStockCount: _count, ...figures } = await inventoryFigures(this.em, range, mainLanguage);
    return { from: range.from, to: range.to, currency, summary: await inventorySummary(this.em, range), ...figures };
  }

  /** The report as an .xlsx file: a summary sheet and the rows, figures as the screen's, amounts as numbers in the currency's format. */
  async export(name: string, filter?: ReportFilter | null): Promise<FileDownload> {
    if (!REPORT_NAMES.includes(name as ReportName)) throw new NotFoundError();
    const currency = await readSettingsGroup(this.em, 'currency');
    const base = currency.supportedCurrencies.find((c) => c.identifier === currency.baseCurrency);
    // Amounts as numbers in the base currency's format (its mark, digits grouped): issue 46.
    const sheets: SheetData[] = reportSheets(name as ReportName, await this[name as ReportName](filter), moneyFormat(base?.mark || currency.baseCurrency));
    return fileDownload(`${name} report.xlsx`, await buildWorkbook(sheets));
  }

  async dashboard(): Promise<Dashboard> {
    const permissions = this.ctx.principal?.kind === 'admin' ? this.ctx.principal.permissions : new Set<Permission>();
    const may = (...wanted: Permission[]) => wanted.some((p) => permissions.has(p));
    const { currency, mainLanguage } = await this.context();
    const timeZone = await shopTimeZone(this.em);
    const threshold = await this.lowStockThreshold();
    const range = reportRange({ group: ReportGroup.day }, timeZone, new Date(), threshold);
    const dashboard: Dashboard = { currency, today: range.today, sales: null, orders: null, stock: null, customers: null, leadsDue: null };
    if (may(Permission.report)) {
      const last30 = await salesRows(this.em, range, addDays(range.today, -29), range.today);
      const today = last30[last30.length - 1];
      const lastWeek = last30[last30.length - 8];
      dashboard.sales = { today: range.today, netSales: today.netSales, sameDayLastWeek: lastWeek.netSales, orders: today.orders, last30Days: last30 };
    }
    if (may(Permission.order)) {
      const [counts] = await run(this.em, ordersToHandle);
      const latest = await run(this.em, latestOrders);
      dashboard.orders = {
        toFulfil: Number(counts.to_fulfil),
        inPaymentReview: Number(counts.in_review),
        latest: latest.map((o) => ({
          id: Number(o.id),
          orderNumber: o.order_number,
          status: o.status as never,
          email: o.email,
          grandTotal: String(o.grand_total),
          createdAt: new Date(o.created_at),
        })),
      };
    }
    if (may(Permission.product, Permission.warehouse)) {
      const stock = await inventoryFigures(this.em, range, mainLanguage, { lowOnly: true, limit: 10 });
      dashboard.stock = { threshold, lowStockCount: stock.lowStockCount, lowStock: stock.lowStock };
    }
    if (may(Permission.customer_account)) {
      const [row] = await run(this.em, newCustomers, [startOfLocalDay(range.today, timeZone), startOfLocalDay(addDays(range.today, -6), timeZone)]);
      dashboard.customers = { newToday: Number(row.today), newLast7Days: Number(row.week) };
    }
    if (may(Permission.lead)) {
      const [row] = await run(this.em, leadsDue, [startOfLocalDay(addDays(range.today, 1), timeZone)]);
      dashboard.leadsDue = Number(row.due);
    }
    return dashboard;
  }
}
