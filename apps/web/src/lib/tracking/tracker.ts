import { createImpressionQueue } from './impression-queue';
import { sendClick, sendImpressions } from './send-tracking';

/** The page's one impression queue. */
const queue = createImpressionQueue(sendImpressions);
/** "pageView:productId" pairs already counted, so a product counts once per page view. */
const counted = new Set<string>();

if (typeof window !== 'undefined') {
  // pagehide (not unload) also fires when the page enters the back/forward cache; hidden covers mobile tab switches.
  window.addEventListener('pagehide', () => queue.flush(true));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') queue.flush(true);
  });
}

/** Count an impression of a product in one page view (repeats in the same view are ignored). */
export function trackImpression(pageView: string, productId: string): void {
  const key = `${pageView}:${productId}`;
  if (counted.has(key)) return;
  counted.add(key);
  queue.add(productId);
}

/** Count a click on a product; fire and forget. */
export function trackClick(productId: string): void {
  try {
    sendClick(productId).catch(() => {});
  } catch {
    // Tracking never throws into the page.
  }
}
