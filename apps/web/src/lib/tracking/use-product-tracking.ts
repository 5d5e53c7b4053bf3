import { type RefObject, useCallback, useEffect } from 'react';
import { useLocation } from 'react-router';
import { trackClick, trackImpression } from './tracker';
import { unwatchVisibility, watchVisibility } from './visibility-watch';

/**
 * Track a product card: an impression when it has been half visible for a second (once per page view — a new
 * location, e.g. the next page of results, is a new view), and a click through the returned handler.
 */
export function useProductTracking(ref: RefObject<Element | null>, productId: string): () => void {
  const pageView = useLocation().key;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    watchVisibility(element, () => trackImpression(pageView, productId));
    return () => unwatchVisibility(element);
  }, [ref, productId, pageView]);
  return useCallback(() => trackClick(productId), [productId]);
}
