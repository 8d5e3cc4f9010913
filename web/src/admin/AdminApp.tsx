import { Navigate, Route, Routes } from 'react-router-dom';
import { LoginPage } from './auth/LoginPage';
import { RequireAdmin } from './auth/RequireAdmin';
import { DashboardPage } from './dashboard/DashboardPage';
import { AdminLayout } from './layout/AdminLayout';

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
      </Route>
      <Route path="*" element={<Navigate to="/admin" replace />} />
    </Routes>
  );
}
