import { type ReactNode, useDeferredValue } from 'react';

/**
 * Its children, re-rendered at transition priority. Data that react-query delivers re-renders its subscribers
 * synchronously (useSyncExternalStore updates cannot be interrupted), so a page that fills in when its data arrives
 * would be built in one long task that holds every tap and paint. Behind this the page's component re-renders at
 * once with its previous children, which React skips, and the new content is then built in slices of a few
 * milliseconds; it shows in the same frame as before when the work is small. The first render is not deferred.
 *
 * Not for a text field whose value lives in the component that renders this: its typed text would lag a render.
 */
export function DeferredRender({ children }: { children: ReactNode }) {
  return useDeferredValue(children);
}
