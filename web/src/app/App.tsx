import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ShopApp } from '../shop/ShopApp';
import { FullPageSpinner } from '../ui/FullPageSpinner';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import { COOKIE, getCookie } from './cookies';
import { adminLocaleFromCookie, localeForContentLanguage } from './intl';
import { lazyWithTimeout } from './lazy';
import { AreaProviders } from './providers';
import { theme } from './theme';

/** The back office is its own chunk: the storefront never downloads it. */
const AdminApp = lazyWithTimeout(() => import('../admin/AdminApp'));

function AdminArea() {
  return (
    // The admin language switch remembers the choice in cookie admin_language itself.
    <AreaProviders area="admin" initialLocale={adminLocaleFromCookie()}>
      <ChunkErrorBoundary>
        <Suspense fallback={<FullPageSpinner />}>
          <AdminApp />
        </Suspense>
      </ChunkErrorBoundary>
    </AreaProviders>
  );
}

function ShopArea() {
  return (
    <AreaProviders area="shop" initialLocale={localeForContentLanguage(getCookie(COOKIE.language))}>
      <ShopApp />
    </AreaProviders>
  );
}

/** Root: theme, router, and the two areas (storefront at `/...`, back office at `/admin/...`). */
export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <BrowserRouter>
        <Routes>
          <Route path="/admin/*" element={<AdminArea />} />
          <Route path="/*" element={<ShopArea />} />
        </Routes>
      </BrowserRouter>
    </ThemeProvider>
  );
}
