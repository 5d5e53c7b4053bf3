import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Its children once the content around it has been committed: what sits below the fold (a product's description tabs,
 * similar products) then costs nothing in the commit that paints the page's largest picture, and is built after it at
 * transition priority, in slices. On /pd at 4x CPU this brought that picture's paint ~0.75 s sooner. Until then it holds
 * an empty region marked busy (what waits for a page to settle waits for it too), so put it below what a visitor sees first.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  // A passive effect runs once its commit has been handed to the browser to paint.
  useEffect(() => startTransition(() => setShown(true)), []);
  return shown ? children : <div aria-busy="true" />;
}
