import type { ShopModule } from '../../common/shop-module.js';
import { ReportResolver } from './report.resolver.js';
import { reportRoutes } from './report.routes.js';
import { InventorySnapshot } from './inventory-snapshot.entity.js';
import './inventory-snapshot.job.js'; // registers its job handlers

export const reportModule: ShopModule = {
  name: 'report',
  entities: [InventorySnapshot],
  resolvers: [ReportResolver],
  routes: reportRoutes,
};

// Public face: what other modules use.
export { REPORT_MESSAGES, reportRange } from './report-range.js';
