import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';

/** A search box's text, once typing pauses. */
export function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The one search of the pickers (a customer or a product to choose by what is typed): an admin list
 * asked for the typed text as its `keyword`, `perPage` rows, once typing pauses. `data` is the answer to
 * the settled text, `previousData` the one before it (a picker may keep offering it meanwhile), and
 * `searching` holds while the typing has not paused or its answer is on its way.
 */
export function useListSearch<TData, TOptions extends { keyword?: string | null; perPage?: number | null }>(
  document: TypedDocumentNode<TData, { options?: TOptions | null }>,
  typed: string,
  perPage: number,
): { data: TData | undefined; previousData: TData | undefined; searching: boolean } {
  const text = typed.trim();
  const settled = useDebounced(text);
  const { data, previousData, loading } = useQuery(document, {
    variables: { options: { keyword: settled || undefined, perPage } as TOptions },
    fetchPolicy: 'cache-first',
  });
  return { data, previousData, searching: loading || text !== settled };
}
