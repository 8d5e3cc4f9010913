import type { ShopModule } from '../../common/shop-module.js';
import { ReportResolver } from './report.resolver.js';
import { reportRoutes } from './report.routes.js';
import { InventorySnapshot } from './inventory-snapshot.entity.js';
import { scheduleInventorySnapshots } from './inventory-snapshot.job.js'; // registers its job handlers too

export const reportModule: ShopModule = {
  name: 'report',
  entities: [InventorySnapshot],
  resolvers: [ReportResolver],
  routes: reportRoutes,
  // The nightly inventory snapshot keeps itself scheduled; days missed while no instance ran are caught up.
  schedule: scheduleInventorySnapshots,
};

// Public face: what other modules use.
export { REPORT_MESSAGES, reportRange } from './report-range.js';
