import { useEffect } from 'react';
import { create } from 'zustand';

/** A title a page takes from its data (a product's or merchant's name), preferred by the layout over the route's. */
const usePageTitleStore = create<{ title: string | null }>(() => ({ title: null }));

/** The data title the current page has set, if any (read by the layout's document-title hook). */
export const usePageTitleOverride = (): string | null => usePageTitleStore((s) => s.title);

/** Title the page by its data while it is shown; without a title the route's title stays. */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    usePageTitleStore.setState({ title });
    return () => usePageTitleStore.setState({ title: null });
  }, [title]);
}
