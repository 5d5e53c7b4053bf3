import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** Read a positive page number from URL text; anything else is page 1. */
export function parsePage(raw: string | null): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, 1_000_000) : 1;
}

/**
 * The `page` query parameter of a list as state: reading it, and moving to another page as a new history entry
 * (so back returns to the previous page). Page 1 is left out of the URL.
 */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get('page'));
  const setPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const out = new URLSearchParams(current);
        if (next <= 1) out.delete('page');
        else out.set('page', String(next));
        return out;
      }),
    [setParams],
  );
  return [page, setPage];
}
