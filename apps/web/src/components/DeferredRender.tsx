import { type ReactNode, useDeferredValue } from 'react';

/**
 * Its children, re-rendered at transition priority. Data that react-query delivers re-renders its subscribers
 * synchronously (useSyncExternalStore updates cannot be interrupted), so a page that fills in when its data arrives
 * would be built in one long task that holds every tap and paint. Behind this the page's component re-renders at
 * once with its previous children, which React skips, and the new content is then built in slices of a few
 * milliseconds; it shows in the same frame as before when the work is small. The first render is not deferred.
 *
 * Not around an input controlled by the component that renders this (a text field, a radio): it would show its old
 * value until the deferred render, and a radio springs back (CheckoutForm defers only its skeleton switch instead).
 */
export function DeferredRender({ children }: { children: ReactNode }) {
  return useDeferredValue(children);
}
