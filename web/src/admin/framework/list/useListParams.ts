import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { URL_SYNC_DEBOUNCE_MS, formatListParams, parseListParams, type ListParams } from './list-params';

export interface ListParamsState {
  /** What the controls show, at once. */
  params: ListParams;
  /** What the list query uses: as `params`, but the keyword only after typing pauses. */
  queryParams: ListParams;
  update: (change: Partial<ListParams>) => void;
}

/**
 * A list's page, rows per page, sort, keyword and filters, kept in the URL's search params. Controls change the
 * state at once; the URL follows 500 ms after the last change (spec 9), and so does the keyword search.
 * A URL changed from outside (back/forward, a link, a reload) becomes the state.
 */
export function useListParams(filterKeys: readonly string[] = []): ListParamsState {
  const [searchParams, setSearchParams] = useSearchParams();
  const [params, setParams] = useState<ListParams>(() => parseListParams(searchParams, filterKeys));
  const [keyword, setKeyword] = useState(params.keyword);
  const written = useRef(searchParams.toString());
  const seen = useRef(searchParams.toString());

  // Outside URL changes win over the state. Only a change of the URL counts: the router commits a
  // navigation as a transition, so a render for another reason (a control changed meanwhile) may still
  // see the URL from before this hook's own write, which is not a change from outside.
  const current = searchParams.toString();
  useEffect(() => {
    if (current === seen.current) return;
    seen.current = current;
    if (current === written.current) return;
    written.current = current;
    const next = parseListParams(new URLSearchParams(current), filterKeys);
    setParams(next);
    setKeyword(next.keyword);
    // Runs again on a new filterKeys array too, and then the guard above returns at once.
  }, [current, filterKeys]);

  // The state reaches the URL (and the keyword the query) after a 500 ms pause.
  useEffect(() => {
    const shownAt = window.location.pathname;
    const timer = setTimeout(() => {
      // A navigation the user started meanwhile (a row's link clicked within the pause) has already
      // changed the address, while the router keeps this page on screen until the next one is ready:
      // writing the list's params now would take the user back to the list.
      if (window.location.pathname !== shownAt) return;
      setKeyword(params.keyword);
      // Nothing changed (e.g. the list just opened): no navigation, which would re-run the page's
      // guards and could even undo a navigation the user started meanwhile.
      if (formatListParams(params, new URLSearchParams(written.current)) === written.current) return;
      setSearchParams(
        (previous) => {
          const next = formatListParams(params, previous);
          written.current = next;
          return new URLSearchParams(next);
        },
        { replace: true },
      );
    }, URL_SYNC_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [params, setSearchParams]);

  const update = (change: Partial<ListParams>) =>
    setParams((previous) => {
      const next = { ...previous, ...change };
      // A new search, filter, page size or order starts again from the first page.
      if (
        change.page === undefined &&
        (change.keyword !== undefined || change.perPage !== undefined || change.sort !== undefined || change.filters !== undefined)
      ) {
        next.page = 1;
      }
      return next;
    });

  return { params, queryParams: { ...params, keyword }, update };
}
