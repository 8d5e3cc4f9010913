import { Navigate, Route, Routes } from 'react-router-dom';
import { HomePage } from './home/HomePage';
import { ShopLayout } from './layout/ShopLayout';
import { ShopSettingsProvider } from './settings/ShopSettings';

/** The storefront: shared layout, its pages, and unknown paths back to the home page. */
export function ShopApp() {
  return (
    <ShopSettingsProvider>
      <Routes>
        <Route element={<ShopLayout />}>
          <Route index element={<HomePage />} />
        </Route>
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </ShopSettingsProvider>
  );
}
