import type { Locale } from '@sme/shared/constants';
import { translate } from '@sme/shared/i18n/messages';
import { toDecimalString } from '@sme/shared/money';
import type { ExportKind } from '@sme/shared/schemas/console-reports';
import type { PaidPurchaseRecord } from '../../modules/membership';
import type { ExportOrder, ExportOrderLine } from '../orders';
import type { DayFigures } from './day-figures';

/**
 * The columns of each export: headers in the request's language, amounts as exact decimal strings of
 * their currency built from minor units (never through a float), times as Hong Kong wall-clock time.
 */

/** A cell: text, a count, or an amount (its decimal string). */
export type ExportCell = string | number | { amount: string };

/** One export column: its header's message key and how a record fills it. */
interface Column<R> {
  key: string;
  cell: (record: R, locale: Locale) => ExportCell;
}

const amount = (minor: number, currency: string): ExportCell => ({ amount: toDecimalString(minor, currency) });
/** Hong Kong keeps UTC+8 all year. */
const hkTime = (at: Date | null) => (at ? new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ') : '');
const isZh = (locale: Locale) => locale !== 'en_US';

const orderColumns: Array<Column<ExportOrder>> = [
  { key: 'orderNo', cell: (o) => o.orderNo },
  { key: 'createdAt', cell: (o) => hkTime(o.createdAt) },
  { key: 'status', cell: (o, l) => translate(l, `orderStatus.${o.status}`) },
  { key: 'currency', cell: (o) => o.currency },
  { key: 'buyerName', cell: (o) => o.buyerName },
  { key: 'buyerPhone', cell: (o) => o.buyerPhone },
  { key: 'buyerEmail', cell: (o) => o.buyerEmail },
];

const shopOrderColumns: Array<Column<ExportOrder>> = [
  ...orderColumns,
  { key: 'deliveryType', cell: (o) => o.deliveryType },
  { key: 'goodsSubtotal', cell: (o) => amount(o.goodsSubtotalMinor, o.currency) },
  { key: 'discounts', cell: (o) => amount(o.couponDiscountMinor + o.promoDiscountMinor + o.vipDiscountMinor, o.currency) },
  { key: 'freight', cell: (o) => amount(o.freightMinor, o.currency) },
  { key: 'total', cell: (o) => amount(o.totalMinor, o.currency) },
  { key: 'paid', cell: (o) => amount(o.paidMinor, o.currency) },
  { key: 'paidAt', cell: (o) => hkTime(o.paidAt) },
  { key: 'paymentMethod', cell: (o) => o.paymentMethod ?? '' },
];

type SaleLine = { order: ExportOrder; line: ExportOrderLine };
const salesOrderColumns: Array<Column<SaleLine>> = [
  ...orderColumns.map((c) => ({ key: c.key, cell: (s: SaleLine, l: Locale) => c.cell(s.order, l) })),
  { key: 'merchant', cell: ({ line }, l) => (isZh(l) ? line.merchantNameZh : line.merchantNameEn) },
  { key: 'product', cell: ({ line }, l) => (isZh(l) ? line.productNameZh : line.productNameEn) },
  { key: 'specification', cell: ({ line }) => line.specification },
  { key: 'unitPrice', cell: ({ order, line }) => amount(line.unitPriceMinor, order.currency) },
  { key: 'quantity', cell: ({ line }) => line.quantity },
  { key: 'lineSubtotal', cell: ({ order, line }) => amount(line.subtotalMinor, order.currency) },
  { key: 'lineDiscount', cell: ({ order, line }) => amount(line.couponDiscountMinor + line.promoDiscountMinor + line.vipDiscountMinor, order.currency) },
  { key: 'lineTotal', cell: ({ order, line }) => amount(line.totalMinor, order.currency) },
];

const turnoverColumns: Array<Column<DayFigures>> = [
  { key: 'day', cell: (d) => d.day },
  { key: 'currency', cell: (d) => d.currency },
  { key: 'ordersPaid', cell: (d) => d.ordersPaid },
  { key: 'received', cell: (d) => amount(d.receivedMinor, d.currency) },
  { key: 'refunds', cell: (d) => amount(d.refundsMinor, d.currency) },
  { key: 'net', cell: (d) => amount(d.receivedMinor - d.refundsMinor, d.currency) },
];

/** A paid membership purchase with who bought it. */
export type MembershipSale = PaidPurchaseRecord & { memberNo: string; memberName: string };
const membershipColumns: Array<Column<MembershipSale>> = [
  { key: 'purchaseNo', cell: (p) => p.purchaseNo },
  { key: 'memberNo', cell: (p) => p.memberNo },
  { key: 'member', cell: (p) => p.memberName },
  { key: 'tier', cell: (p, l) => translate(l, `console.membership.tier.${p.tier}`) },
  { key: 'cycle', cell: (p, l) => translate(l, `console.membership.cycle.${p.cycle}`) },
  { key: 'kind', cell: (p, l) => translate(l, `console.membership.kind.${p.kind}`) },
  { key: 'currency', cell: (p) => p.currency },
  { key: 'amount', cell: (p) => amount(p.amountMinor, p.currency) },
  { key: 'paidAt', cell: (p) => hkTime(p.paidAt) },
];

const headersOf = <R>(columns: Array<Column<R>>, locale: Locale) => columns.map((c) => translate(locale, `console.report.column.${c.key}`));
const rowOf = <R>(columns: Array<Column<R>>, record: R, locale: Locale) => columns.map((c) => c.cell(record, locale));

/** The header row of an export. */
export function exportHeaders(kind: ExportKind, locale: Locale): string[] {
  if (kind === 'shopOrders') return headersOf(shopOrderColumns, locale);
  if (kind === 'salesOrders') return headersOf(salesOrderColumns, locale);
  if (kind === 'membership') return headersOf(membershipColumns, locale);
  return headersOf(turnoverColumns, locale);
}

/** Rows of the shop orders export (one per order) for a batch of orders. */
export const shopOrderRows = (batch: ExportOrder[], locale: Locale): ExportCell[][] => batch.map((o) => rowOf(shopOrderColumns, o, locale));

/** Rows of the sales orders export (one per order line) for a batch of orders. */
export const salesOrderRows = (batch: ExportOrder[], locale: Locale): ExportCell[][] =>
  batch.flatMap((order) => order.lines.map((line) => rowOf(salesOrderColumns, { order, line }, locale)));

/** Rows of the turnover export (one per day and currency). */
export const turnoverRows = (days: DayFigures[], locale: Locale): ExportCell[][] => days.map((d) => rowOf(turnoverColumns, d, locale));

/** Rows of the membership export (one per paid purchase). */
export const membershipRows = (sales: MembershipSale[], locale: Locale): ExportCell[][] => sales.map((p) => rowOf(membershipColumns, p, locale));
