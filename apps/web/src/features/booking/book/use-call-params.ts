import { isTimeZone } from '@sme/shared/booking-rules';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The browser's own zone, the page's default (UTC when the runtime names none it knows). */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isTimeZone(zone) ? zone : 'UTC';
}

/**
 * The query of /community2: the chosen timezone (`?tz=`, so a reload keeps it; a zone this runtime does not know reads
 * as the browser's) and, in reschedule mode, the call being moved (`?reschedule=<bookingId>`).
 */
export function useCallParams() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tz');
  const timeZone = raw && isTimeZone(raw) ? raw : browserTimeZone();
  const rescheduleId = params.get('reschedule') || null;
  const setTimeZone = useCallback(
    (zone: string) =>
      setParams(
        (current) => {
          const out = new URLSearchParams(current);
          out.set('tz', zone);
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { timeZone, setTimeZone, rescheduleId };
}
