import Box from '@mui/material/Box';
import { Component, Suspense, type ReactNode } from 'react';
import { lazyFirstScreen } from '../../app/lazy';

/**
 * The search box loads as its own chunk right after the first paint: its form code (formik, yup, the
 * MUI text field; about 38 kB gzipped, shared with the sign-in pages) would otherwise push the
 * storefront's first load past its 250 kB budget. Until then a box of the same size holds its place.
 */
const SearchBox = lazyFirstScreen(() => import('./SearchBox'));

/** A search box that failed to load leaves the header as it is rather than breaking the page. */
class SearchLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function HeaderSearch() {
  return (
    <SearchLoadBoundary>
      <Suspense fallback={<Box data-testid="shop-search-placeholder" sx={{ height: 40, borderRadius: 1, border: 1, borderColor: 'divider' }} />}>
        <SearchBox />
      </Suspense>
    </SearchLoadBoundary>
  );
}
