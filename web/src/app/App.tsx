import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ShopApp } from '../shop/ShopApp';
import { FullPageSpinner } from '../ui/FullPageSpinner';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import { COOKIE } from './cookies';
import { adminLocaleFromCookie, localeForContentLanguage } from './intl';
import { lazyWithTimeout } from './lazy';
import { AreaProviders } from './providers';
import { FirstRenderContext, matchMediaFor, useStartCookie, type FirstRender } from './server-render';
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
  const language = useStartCookie(COOKIE.language);
  return (
    <AreaProviders area="shop" initialLocale={localeForContentLanguage(language)}>
      <ShopApp />
    </AreaProviders>
  );
}

interface AppProps {
  /** The storefront page rendered on the server (its request's language, currency, screen), to hydrate. */
  firstRender?: FirstRender;
  /** The router: the browser's, or on the server a StaticRouter at the request's URL (web/src/entry-server.tsx). */
  router?: (props: { children: ReactNode }) => ReactNode;
}

/** Root: theme, router, and the two areas (storefront at `/...`, back office at `/admin/...`). */
export function App({ firstRender, router: Router = BrowserRouter }: AppProps) {
  // MUI answers media queries with this guess on the server and while hydrating (the same on both sides).
  const screen = firstRender?.screen;
  // `<html data-hydrated>` once React has taken the server's HTML over (tests and measurements wait for it).
  const hydrating = Boolean(firstRender);
  useEffect(() => {
    if (hydrating) document.documentElement.dataset.hydrated = 'true';
  }, [hydrating]);
  // The theme with one default more, not a theme made anew: createTheme took a long task of the hydration on a phone.
  const appTheme = useMemo(
    () => (screen ? { ...theme, components: { ...theme.components, MuiUseMediaQuery: { defaultProps: { ssrMatchMedia: matchMediaFor(screen) } } } } : theme),
    [screen],
  );
  return (
    <FirstRenderContext.Provider value={firstRender ?? null}>
      <ThemeProvider theme={appTheme}>
        <CssBaseline />
        <Router>
          <Routes>
            <Route path="/admin/*" element={<AdminArea />} />
            <Route path="/*" element={<ShopArea />} />
          </Routes>
        </Router>
      </ThemeProvider>
    </FirstRenderContext.Provider>
  );
}
