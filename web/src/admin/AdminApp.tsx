import { Navigate, Route, Routes } from 'react-router-dom';
import { ReportRoutes } from './reports/ReportRoutes';
import { LoginPage } from './auth/LoginPage';
import { RequireAdmin } from './auth/RequireAdmin';
import { RequirePermission } from './auth/RequirePermission';
import { DashboardPage } from './dashboard/DashboardPage';
import { resourceRoutes } from './framework/routes';
import { AdminLayout } from './layout/AdminLayout';
import { RESOURCES } from './resources';
import { SettingsPage } from './settings/SettingsPage';
import { MailOutboxMessagePage } from './mail/MailOutboxMessagePage';
import { MailOutboxPage } from './mail/MailOutboxPage';
import { ProductFeedPage } from './product-feed/ProductFeedPage';
import { AgenticCheckoutPage } from './agentic-checkout/AgenticCheckoutPage';

/**
 * The back office (`/admin/...`), loaded as its own chunk. Routes are relative to `/admin`.
 * Resource screens (list, create, edit/{id}) are added under the guarded layout route.
 */
export default function AdminApp() {
  return (
    <Routes>
      <Route path="login" element={<LoginPage />} />
      <Route
        element={
          <RequireAdmin>
            <AdminLayout />
          </RequireAdmin>
        }
      >
        <Route index element={<DashboardPage />} />
        <Route
          path="setting"
          element={
            <RequirePermission permission="setting">
              <SettingsPage />
            </RequirePermission>
          }
        />
        {/* The mail outbox, read-only, behind the permission of the server's mailOutbox field. */}
        <Route
          path="setting/outbox"
          element={
            <RequirePermission permission="setting">
              <MailOutboxPage />
            </RequirePermission>
          }
        />
        <Route
          path="setting/outbox/:id"
          element={
            <RequirePermission permission="setting">
              <MailOutboxMessagePage />
            </RequirePermission>
          }
        />
        {/* Settings -> Agentic checkout (issue 45): AI agents' platforms buying through the ACP. */}
        <Route
          path="agentic_checkout"
          element={
            <RequirePermission permission="agentic_checkout">
              <AgenticCheckoutPage />
            </RequirePermission>
          }
        />
        {/* Settings -> Product feed (issue 45): the feed for agent platforms and its push. */}
        <Route
          path="product_feed"
          element={
            <RequirePermission permission="agentic_checkout">
              <ProductFeedPage />
            </RequirePermission>
          }
        />
        {/* The four reports (permission report): report/sales, products, customer, inventories. */}
        {ReportRoutes(RequirePermission)}
        {/* Every declared resource: {name}, {name}/create, {name}/edit/{id}, each behind its permission. */}
        {RESOURCES.map((resource) => resourceRoutes(resource, RequirePermission))}
      </Route>
      <Route path="*" element={<Navigate to="/admin" replace />} />
    </Routes>
  );
}
