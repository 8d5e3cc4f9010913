import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { categoryParamsToSearch, parseCategoryParams, type CategoryListParams } from './catalog-params';

/** The listing's state from the URL, and a setter that writes it back (a new history entry per change). */
export function useCategoryParams(): [CategoryListParams, (next: CategoryListParams) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => parseCategoryParams(searchParams), [searchParams]);
  const setState = useCallback((next: CategoryListParams) => setSearchParams((current) => categoryParamsToSearch(next, current)), [setSearchParams]);
  return [state, setState];
}
