import dayjs from 'dayjs';

/**
 * The audit log's day filters (kept as days in the URL) as the instants the server takes: from the start of the first
 * day to the start of the day after the last (its upper bound is exclusive), in the reader's time zone.
 */
export function auditRange(from: string | undefined, to: string | undefined): { from?: string; to?: string } {
  return {
    ...(from ? { from: dayjs(from).startOf('day').toISOString() } : {}),
    ...(to ? { to: dayjs(to).add(1, 'day').startOf('day').toISOString() } : {}),
  };
}
