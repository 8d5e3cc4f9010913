import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { AnyAdmin, RequirePermission } from '../../common/auth-checker.js';
import type { AppContext } from '../../common/context.js';
import { Permission } from '../../common/permissions.js';
import { FileDownload } from '../import-export/index.js';
import { Dashboard } from './dashboard.types.js';
import { ReportFilter } from './report.inputs.js';
import { ReportService } from './report.service.js';
import { CustomerReport, InventoryReport, ProductReport, SalesReport } from './report.types.js';

const filterArg = () => Arg('filter', () => ReportFilter, { nullable: true });

/** Reports (permission `report`) and the dashboard (any admin; each tile checks its own permission). */
@Resolver()
export class ReportResolver {
  @RequirePermission(Permission.report)
  @Query(() => SalesReport)
  salesReport(@Ctx() ctx: AppContext, @filterArg() filter?: ReportFilter | null) {
    return ReportService.of(ctx).sales(filter);
  }

  @RequirePermission(Permission.report)
  @Query(() => ProductReport)
  productReport(@Ctx() ctx: AppContext, @filterArg() filter?: ReportFilter | null) {
    return ReportService.of(ctx).products(filter);
  }

  @RequirePermission(Permission.report)
  @Query(() => CustomerReport)
  customerReport(@Ctx() ctx: AppContext, @filterArg() filter?: ReportFilter | null) {
    return ReportService.of(ctx).customers(filter);
  }

  @RequirePermission(Permission.report)
  @Query(() => InventoryReport)
  inventoryReport(@Ctx() ctx: AppContext, @filterArg() filter?: ReportFilter | null) {
    return ReportService.of(ctx).inventories(filter);
  }

  @RequirePermission(Permission.report)
  @Query(() => FileDownload, { description: 'A report as .xlsx: sales, products, customers or inventories' })
  exportReport(@Ctx() ctx: AppContext, @Arg('report', () => String) report: string, @filterArg() filter?: ReportFilter | null) {
    return ReportService.of(ctx).export(report, filter);
  }

  @RequirePermission(Permission.report)
  @Query(() => String, { description: "Today in the shop's time zone (YYYY-MM-DD): the date presets of the report screens count from it" })
  reportToday(@Ctx() ctx: AppContext) {
    return ReportService.of(ctx).today();
  }

  @AnyAdmin()
  @Query(() => Dashboard)
  dashboard(@Ctx() ctx: AppContext) {
    return ReportService.of(ctx).dashboard();
  }
}
