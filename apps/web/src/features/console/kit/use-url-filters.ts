import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** A positive whole number from the URL, or the fallback. */
function positiveInt(raw: string | null, fallback: number): number {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** A change to the URL's filters and paging; an empty or undefined value removes the parameter. */
export type FilterChange<K extends string> = Partial<Record<K | 'page' | 'size', string | number | undefined>>;

/**
 * A table's filters and paging kept in the page URL, so a filtered view can be reloaded, shared and gone back to.
 * Changing a filter goes back to page 1 (unless the change names the page).
 */
export function useUrlFilters<K extends string>(keys: readonly K[], defaultSize = 20) {
  const [params, setParams] = useSearchParams();
  const values = useMemo(
    () => Object.fromEntries(keys.flatMap((k) => (params.get(k) ? [[k, params.get(k) as string]] : []))) as Partial<Record<K, string>>,
    [keys, params],
  );
  const page = positiveInt(params.get('page'), 1);
  const size = positiveInt(params.get('size'), defaultSize);
  const update = useCallback(
    (change: FilterChange<K>) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(change)) {
          // The default page size stays out of the URL, so plain links and filtered views look alike.
          if (v === undefined || v === '' || (k === 'size' && v === defaultSize)) next.delete(k);
          else next.set(k, String(v));
        }
        if (!('page' in change)) next.delete('page');
        return next;
      }),
    [setParams, defaultSize],
  );
  return { values, page, size, update };
}

/** What useUrlFilters returns: the current filters, page and size, and the function changing them. */
export type UrlFilters<K extends string> = ReturnType<typeof useUrlFilters<K>>;
