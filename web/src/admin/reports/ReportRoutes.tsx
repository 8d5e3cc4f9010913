import type { ComponentType, ReactNode } from 'react';
import { Navigate, Route } from 'react-router-dom';
import type { Permission } from '../../graphql/admin/graphql';
import { CustomerReportPage } from './CustomerReportPage';
import { InventoryReportPage } from './InventoryReportPage';
import { ProductReportPage } from './ProductReportPage';
import { SalesReportPage } from './SalesReportPage';

/** The report screens under /admin/report (the sidebar's `report` opens the sales report). Called as a function inside <Routes>. */
export function ReportRoutes(Guard: ComponentType<{ permission: Permission; children?: ReactNode }>) {
  return (
    <Route key="report" path="report" element={<Guard permission="report" />}>
      <Route index element={<Navigate to="sales" replace />} />
      <Route path="sales" element={<SalesReportPage />} />
      <Route path="products" element={<ProductReportPage />} />
      <Route path="customer" element={<CustomerReportPage />} />
      <Route path="inventories" element={<InventoryReportPage />} />
    </Route>
  );
}
