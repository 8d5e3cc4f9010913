import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Suspense, useCallback } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ShopApp } from '../shop/ShopApp';
import { FullPageSpinner } from '../ui/FullPageSpinner';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import { COOKIE, PREFERENCE_COOKIE_DAYS, getCookie, setCookie } from './cookies';
import { adminLocaleFromCookie, localeForContentLanguage, type Locale } from './intl';
import { lazyWithTimeout } from './lazy';
import { AreaProviders } from './providers';
import { theme } from './theme';

/** The back office is its own chunk: the storefront never downloads it. */
const AdminApp = lazyWithTimeout(() => import('../admin/AdminApp'));

function AdminArea() {
  const rememberLocale = useCallback((locale: Locale) => setCookie(COOKIE.adminLanguage, locale, PREFERENCE_COOKIE_DAYS), []);
  return (
    <AreaProviders area="admin" initialLocale={adminLocaleFromCookie()} onLocaleChange={rememberLocale}>
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
