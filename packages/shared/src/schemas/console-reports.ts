import { z } from 'zod';
import { LOCALES } from '../constants';
import { daysBetween, hkDayField } from '../hk-day';
import type { MembershipTier } from '../membership-plans';
import { ORDER_STATUSES } from '../order-status';
import { text } from './fields';

/**
 * Back-office reports and exports: the contract of console.report.dashboard, console.export.* and
 * console.file.stream. Dates are Hong Kong days (YYYY-MM-DD), both ends included.
 */

const DAY_MS = 86_400_000;
const dateField = hkDayField;

/** Longest range a dashboard or export covers, so one request cannot ask for decades of buckets. */
export const REPORT_MAX_DAYS = 366;

const inRange = (v: { from?: string | undefined; to?: string | undefined }) =>
  !v.from || !v.to || (v.from <= v.to && daysBetween(v.from, v.to) <= REPORT_MAX_DAYS);

export const REPORT_GRANULARITIES = ['day', 'week', 'month'] as const;
export type ReportGranularity = (typeof REPORT_GRANULARITIES)[number];

/** console.report.dashboard query. */
export const dashboardQuery = z
  .object({ from: dateField, to: dateField, granularity: z.enum(REPORT_GRANULARITIES).default('day') })
  .refine(inRange, { path: ['to'], error: 'validation.dateRangeInvalid' });
export type DashboardQuery = z.infer<typeof dashboardQuery>;

/** One bucket of one currency: orders created, paid orders' totals, money received minus refunds. */
export interface DashboardPoint {
  /** First day of the bucket (YYYY-MM-DD; weeks start on Monday). */
  bucket: string;
  orders: number;
  salesMinor: number;
  turnoverMinor: number;
}

/** Figures of one currency over the range. */
export interface DashboardSeries {
  currency: string;
  points: DashboardPoint[];
  totals: Omit<DashboardPoint, 'bucket'>;
}

/** Membership purchases paid within the range (on their pay day) in one currency: how many and what was paid. */
export interface MembershipRevenueFigures {
  currency: string;
  purchases: number;
  amountMinor: number;
}

/** Membership revenue of the range: per tier and currency (only those with a paid purchase), and per currency. */
export interface MembershipRevenueView {
  tiers: Array<MembershipRevenueFigures & { tier: MembershipTier }>;
  totals: MembershipRevenueFigures[];
}

/** console.report.dashboard answer. */
export interface DashboardView {
  from: string;
  to: string;
  granularity: ReportGranularity;
  series: DashboardSeries[];
  /** Membership revenue of the range: admins only (null for a merchant's staff). */
  membership: MembershipRevenueView | null;
}

export const EXPORT_KINDS = ['shopOrders', 'salesOrders', 'turnover', 'membership'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
/** Exports only admins may ask for (a merchant's staff 403): membership purchases belong to no merchant. */
export const ADMIN_EXPORT_KINDS: readonly ExportKind[] = ['membership'];
export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const statusList = z
  .string()
  .trim()
  .optional()
  .transform((s) =>
    s
      ? [
          ...new Set(
            s
              .split(',')
              .map((x) => x.trim())
              .filter(Boolean),
          ),
        ]
      : [],
  )
  .pipe(z.array(z.enum(ORDER_STATUSES)));

const filterFields = {
  format: z.enum(EXPORT_FORMATS),
  from: dateField.optional(),
  to: dateField.optional(),
  /** Order statuses, comma-separated; none = all (the membership export lists paid purchases and ignores it). */
  status: statusList,
};

/** console.export.shopOrders / salesOrders / turnover / membership body. */
export const exportInput = z.object(filterFields).refine(inRange, { path: ['to'], error: 'validation.dateRangeInvalid' });
export type ExportInput = z.infer<typeof exportInput>;
/** An export as the console asks for it: which (the URL's kind) and the body's format, Hong Kong days and statuses. */
export type ExportRequest = z.input<typeof exportInput> & { kind: ExportKind };

/** console.export.* answer: where the browser downloads the file (a plain link; the URL's token vouches for it). */
export interface ExportTicket {
  downloadUrl: string;
  expiresAt: string;
}

/** console.file.stream query: the export's filters as console.export.* accepted them, and the ticket's token. */
export const fileStreamQuery = z.object({
  kind: z.enum(EXPORT_KINDS),
  ...filterFields,
  lang: z.enum(LOCALES),
  expires: z.coerce.number().int().positive(),
  token: text().trim().min(1).max(100),
});
export type FileStreamQuery = z.infer<typeof fileStreamQuery>;

/** The bucket a day falls in: the day itself, the Monday of its week, or the first of its month. */
export function bucketOf(day: string, granularity: ReportGranularity): string {
  if (granularity === 'month') return `${day.slice(0, 7)}-01`;
  if (granularity === 'day') return day;
  const date = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  return new Date(date.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** Every bucket from the one holding `from` to the one holding `to`, in order. */
export function bucketsBetween(from: string, to: string, granularity: ReportGranularity): string[] {
  const buckets: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) {
    const bucket = bucketOf(new Date(t).toISOString().slice(0, 10), granularity);
    if (buckets.at(-1) !== bucket) buckets.push(bucket);
  }
  return buckets;
}
