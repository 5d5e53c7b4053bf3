import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** Every route change scrolls to the top (spec section 2); a hash-only change keeps the in-page jump. */
export function useScrollToTop(): void {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, search]);
}
