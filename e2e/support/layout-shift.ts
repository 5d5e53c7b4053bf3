import type { Page } from '@playwright/test';

/**
 * The page's cumulative layout shift so far, as Lighthouse and Core Web Vitals count it: every shift except those
 * right after the reader's own input. A shift of 0.1 or more is what they call poor.
 */
export async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => {
    const observer = new PerformanceObserver(() => undefined);
    // Buffered: the shifts since the page loaded, handed over at once by takeRecords.
    observer.observe({ type: 'layout-shift', buffered: true });
    const shifts = observer.takeRecords() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>;
    observer.disconnect();
    return shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0);
  });
}
