import { Codes } from '@sme/shared/codes';
import { annualPriceMinor } from '@sme/shared/membership-plans';
import type { DashboardView, ExportTicket } from '@sme/shared/schemas/console-reports';
import ExcelJS from 'exceljs';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, signedInMember } from '../../test/accounts';
import { insertMerchant } from '../../test/catalogue-fixtures';
import { signedInStaff } from '../../test/console-staff';
import { insertReportOrder } from '../../test/report-fixtures';
import { type SignedRequest, envelopeOf } from '../../test/signed-inject';
import { createTestApp } from '../../test/test-app';
import { listAudit } from '../audit/audit.service';
import { shopper } from '../../modules/orders/orders.test-kit';
import { findMemberById } from '../../modules/members';
import { applyMembershipPayment } from '../../modules/membership';
import { purchaseMembership } from '../../modules/membership/purchase-membership';

/** Back-office reports and exports: dashboard figures, streamed CSV/XLSX exports, scoping and audit. */

type Send = (req: SignedRequest) => Promise<LightMyRequestResponse>;

let app: FastifyInstance;
let merchantA: string;
let merchantB: string;
let admin: Send;
let staffA: Send;
let staffB: Send;
let staffAId: string;
let clients = 0;

async function consoleClient(options: Parameters<typeof signedInStaff>[1]): Promise<{ send: Send; memberId: string; cookie: string }> {
  const staff = await signedInStaff(app, options);
  clients += 1;
  return { send: clientOf(app, `10.67.0.${clients}`, staff.cookie), memberId: staff.memberId, cookie: staff.cookie };
}

const RANGE = { from: '2025-03-01', to: '2025-03-02' };

beforeAll(async () => {
  app = await createTestApp();
  merchantA = await insertMerchant(app.db);
  merchantB = await insertMerchant(app.db);
  admin = (await consoleClient({ roles: ['ADMIN'] })).send;
  const a = await consoleClient({ roles: ['MERCHANT_STAFF'], merchantId: merchantA });
  staffA = a.send;
  staffAId = a.memberId;
  staffB = (await consoleClient({ roles: ['MERCHANT_STAFF'], merchantId: merchantB })).send;
  // Hong Kong times: 1 March 10:00 and 2 March 09:00 (A), 2 March 12:00 (B, refunded in part at 15:00); one outside the range.
  await insertReportOrder(app.db, {
    orderNo: 'SO2025000001',
    status: 'PREPARING',
    createdAt: '2025-03-01T02:00:00Z',
    paidAt: '2025-03-01T03:00:00Z',
    freightMinor: 2345,
    lines: [
      { merchantId: merchantA, product: 'Tea', unitPriceMinor: 5000, quantity: 1 },
      { merchantId: merchantA, product: 'Cup', unitPriceMinor: 2500, quantity: 2 },
    ],
  });
  await insertReportOrder(app.db, {
    orderNo: 'SO2025000002',
    status: 'AWAITING_PAYMENT',
    createdAt: '2025-03-02T01:00:00Z',
    buyerName: 'Chan, "Big" Tai',
    lines: [{ merchantId: merchantA, product: 'Tea', unitPriceMinor: 5000, quantity: 1 }],
  });
  await insertReportOrder(app.db, {
    orderNo: 'SO2025000003',
    status: 'COMPLETED',
    createdAt: '2025-03-02T04:00:00Z',
    paidAt: '2025-03-02T04:30:00Z',
    lines: [{ merchantId: merchantB, product: 'Rice', unitPriceMinor: 20000, quantity: 1 }],
    refund: { amountMinor: 5000, at: '2025-03-02T07:00:00Z' },
  });
  await insertReportOrder(app.db, {
    orderNo: 'SO2025000004',
    status: 'PREPARING',
    createdAt: '2025-03-03T02:00:00Z',
    paidAt: '2025-03-03T02:00:00Z',
    lines: [{ merchantId: merchantA, product: 'Tea', unitPriceMinor: 100, quantity: 1 }],
  });
});

afterAll(async () => {
  await app?.close();
});

const dashboardOf = async (send: Send, query: Record<string, string>) => {
  const res = await send({ method: 'GET', url: '/api/v1/console/report/dashboard', query });
  if (res.statusCode !== 200) throw new Error(`dashboard: ${res.statusCode} ${res.body}`);
  return envelopeOf<DashboardView>(res).data;
};

/** Asks for an export and downloads it through the link, with the same session. */
async function download(send: Send, kind: string, body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  const issued = await send({ url: `/api/v1/console/export/${kind}`, json: body, headers });
  if (issued.statusCode !== 200) throw new Error(`export: ${issued.statusCode} ${issued.body}`);
  const { downloadUrl } = envelopeOf<ExportTicket>(issued).data;
  return fetchLink(send, downloadUrl);
}

/** A plain GET of a download link, as a browser's link would send it (no signature). */
function fetchLink(send: Send, url: string): Promise<LightMyRequestResponse> {
  return send({ method: 'GET', url, appId: 'NONE' });
}

describe('console.report.dashboard', () => {
  it('answers each day’s orders, sales and turnover (received minus refunds) with totals; a merchant’s staff sees their own', async () => {
    const all = await dashboardOf(admin, { ...RANGE, granularity: 'day' });
    expect(all.series).toEqual([
      {
        currency: 'HKD',
        points: [
          { bucket: '2025-03-01', orders: 1, salesMinor: 12345, turnoverMinor: 12345 },
          { bucket: '2025-03-02', orders: 2, salesMinor: 20000, turnoverMinor: 15000 },
        ],
        totals: { orders: 3, salesMinor: 32345, turnoverMinor: 27345 },
      },
    ]);
    const ofA = await dashboardOf(staffA, { ...RANGE, granularity: 'day' });
    expect(ofA.series[0]?.points).toEqual([
      { bucket: '2025-03-01', orders: 1, salesMinor: 12345, turnoverMinor: 12345 },
      { bucket: '2025-03-02', orders: 1, salesMinor: 0, turnoverMinor: 0 },
    ]);
    const monthly = await dashboardOf(admin, { from: '2025-02-20', to: '2025-03-10', granularity: 'month' });
    expect(monthly.series[0]?.points).toEqual([
      { bucket: '2025-02-01', orders: 0, salesMinor: 0, turnoverMinor: 0 },
      { bucket: '2025-03-01', orders: 4, salesMinor: 32445, turnoverMinor: 27445 },
    ]);
    const weekly = await dashboardOf(admin, { ...RANGE, granularity: 'week' });
    expect(weekly.series[0]?.points.map((p) => p.bucket)).toEqual(['2025-02-24']);
  });

  it('refuses a reversed or too long range with 400 and the field', async () => {
    for (const query of [
      { from: '2025-03-02', to: '2025-03-01' },
      { from: '2024-01-01', to: '2025-03-01' },
      { from: '2025-02-30', to: '2025-03-01' },
    ]) {
      const res = await admin({ method: 'GET', url: '/api/v1/console/report/dashboard', query });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('exports', () => {
  it('streams the shop orders CSV exactly: the staff member’s merchant only, headers in the request’s language, amounts as decimals', async () => {
    const res = await download(staffA, 'shopOrders', { format: 'csv', ...RANGE });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="shopOrders-2025-03-01-2025-03-02.csv"');
    expect(res.body.split('\r\n')).toEqual([
      '\uFEFFOrder number,Created,Status,Currency,Buyer,Buyer phone,Buyer email,Delivery,Goods subtotal,Discounts,Freight,Total,Paid,Paid at,Payment method',
      'SO2025000001,2025-03-01 10:00:00,Preparing goods,HKD,Chan Tai Man,+85261234567,buyer@example.com,HOME_DELIVERY,100.00,0.00,23.45,123.45,123.45,2025-03-01 11:00:00,CARD',
      'SO2025000002,2025-03-02 09:00:00,Awaiting payment,HKD,"Chan, ""Big"" Tai",+85261234567,buyer@example.com,HOME_DELIVERY,50.00,0.00,0.00,50.00,0.00,,',
      '',
    ]);
    const zh = await download(staffA, 'salesOrders', { format: 'csv', ...RANGE, status: 'PREPARING' }, { 'accept-language': 'zh-CN' });
    const lines = zh.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFF订单号,下单时间,状态,币种,买家,买家电话,买家邮箱,商户,商品,规格,单价,数量,行小计,行优惠,行合计');
    expect(lines.slice(1, -1).map((l) => l.split(',').slice(8))).toEqual([
      ['Tea（中）', '', '50.00', '1', '50.00', '0.00', '50.00'],
      ['Cup（中）', '', '25.00', '2', '50.00', '0.00', '50.00'],
    ]);
  });

  it('writes an XLSX that exceljs reads back with the same rows', async () => {
    const res = await download(admin, 'shopOrders', { format: 'xlsx', ...RANGE });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Shop orders');
    const rows: unknown[][] = [];
    sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows.map((r) => [r[0], r[4], r[11], r[12]])).toEqual([
      ['Order number', 'Buyer', 'Total', 'Paid'],
      ['SO2025000001', 'Chan Tai Man', 123.45, 123.45],
      ['SO2025000002', 'Chan, "Big" Tai', 50, 0],
      ['SO2025000003', 'Chan Tai Man', 200, 200],
    ]);
    expect(sheet?.getRow(2).getCell(12).numFmt).toBe('0.00##');
  });

  it('exports turnover per day: orders paid, received, refunds, net', async () => {
    const res = await download(admin, 'turnover', { format: 'csv', ...RANGE });
    expect(res.body.split('\r\n')).toEqual([
      '\uFEFFDay,Currency,Orders paid,Amount received,Refunds,Net',
      '2025-03-01,HKD,1,123.45,0.00,123.45',
      '2025-03-02,HKD,1,200.00,50.00,150.00',
      '',
    ]);
    const ofA = await download(staffA, 'turnover', { format: 'csv', ...RANGE });
    expect(ofA.body.split('\r\n').slice(1)).toEqual(['2025-03-01,HKD,1,123.45,0.00,123.45', '']);
  });

  it('records every export in the audit log', async () => {
    await staffA({ url: '/api/v1/console/export/salesOrders', json: { format: 'xlsx', ...RANGE, status: 'PREPARING,COMPLETED' } });
    const { list } = await listAudit(app.db, { actorId: staffAId, action: 'console.export.salesOrders', page: 1, size: 10 });
    expect(list[0]).toMatchObject({ targetType: 'EXPORT', merchantId: merchantA, detail: { format: 'xlsx', ...RANGE, status: ['PREPARING', 'COMPLETED'] } });
  });

  it('refuses bad filters with 400 and writes no audit entry', async () => {
    const res = await admin({ url: '/api/v1/console/export/shopOrders', json: { format: 'pdf', from: '2025-03-01' } });
    expect(res.statusCode).toBe(400);
    expect((await admin({ url: '/api/v1/console/export/shopOrders', json: { format: 'csv', status: 'NOPE' } })).statusCode).toBe(400);
    expect((await listAudit(app.db, { action: 'console.export.', page: 1, size: 50 })).list.every((e) => e.detail.format !== 'pdf')).toBe(true);
  });
});

/** A member's membership purchase, paid at `paidAt` (null: left awaiting payment); answers its number and the buyer's. */
async function membershipSale(
  tier: 'SILVER' | 'GOLD',
  cycle: 'MONTHLY' | 'ANNUAL',
  paidAt: string | null,
): Promise<{ purchaseNo: string; memberNo: string; email: string }> {
  const { memberId } = await signedInMember(app);
  const at = new Date(paidAt ?? '2025-03-01T01:00:00Z');
  const { row } = await purchaseMembership(app.db, memberId, { tier, cycle }, at);
  if (paidAt) {
    const applied = await app.db.transaction((tx) => applyMembershipPayment(tx, { purchaseId: row.id, amountMinor: row.amountMinor, at }));
    expect(applied).toBe('PAID');
  }
  const member = await findMemberById(app.db, memberId);
  return { purchaseNo: row.purchaseNo, memberNo: member?.memberNo ?? '', email: member?.email ?? '' };
}

describe('membership revenue', () => {
  let gold: Awaited<ReturnType<typeof membershipSale>>;
  let silver: Awaited<ReturnType<typeof membershipSale>>;
  const silverAnnual = annualPriceMinor(8_000);

  beforeAll(async () => {
    // Hong Kong times: Gold paid 1 March 13:00, Silver (annual) 2 March 20:00; one awaiting payment, one paid after the range.
    gold = await membershipSale('GOLD', 'MONTHLY', '2025-03-01T05:00:00Z');
    silver = await membershipSale('SILVER', 'ANNUAL', '2025-03-02T12:00:00Z');
    await membershipSale('GOLD', 'ANNUAL', null);
    await membershipSale('GOLD', 'MONTHLY', '2025-03-02T16:00:00Z');
  });

  it('adds paid membership purchases per tier and currency to an admin’s dashboard; a merchant’s staff get none', async () => {
    const all = await dashboardOf(admin, { ...RANGE, granularity: 'day' });
    expect(all.membership).toEqual({
      tiers: [
        { tier: 'SILVER', currency: 'HKD', purchases: 1, amountMinor: silverAnnual },
        { tier: 'GOLD', currency: 'HKD', purchases: 1, amountMinor: 48_000 },
      ],
      totals: [{ currency: 'HKD', purchases: 2, amountMinor: silverAnnual + 48_000 }],
    });
    expect((await dashboardOf(admin, { from: '2025-03-03', to: '2025-03-03' })).membership).toEqual({
      tiers: [{ tier: 'GOLD', currency: 'HKD', purchases: 1, amountMinor: 48_000 }],
      totals: [{ currency: 'HKD', purchases: 1, amountMinor: 48_000 }],
    });
    expect((await dashboardOf(admin, { from: '2025-02-01', to: '2025-02-28' })).membership).toEqual({ tiers: [], totals: [] });
    expect((await dashboardOf(staffA, RANGE)).membership).toBeNull();
  });

  it('exports one row per paid purchase of the range (admins only), audited', async () => {
    const res = await download(admin, 'membership', { format: 'csv', ...RANGE });
    expect(res.body.split('\r\n')).toEqual([
      '\uFEFFPurchase number,Member number,Member,Plan,Billing,Kind,Currency,Amount,Paid at',
      `${gold.purchaseNo},${gold.memberNo},${gold.email},Gold,Monthly,New,HKD,480.00,2025-03-01 13:00:00`,
      `${silver.purchaseNo},${silver.memberNo},${silver.email},Silver,Annual,New,HKD,${(silverAnnual / 100).toFixed(2)},2025-03-02 20:00:00`,
      '',
    ]);
    const zh = await download(admin, 'membership', { format: 'xlsx', ...RANGE }, { 'accept-language': 'zh-CN' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(zh.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.getWorksheet('会员收入')?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows.map((r) => [r[0], r[3], r[4], r[5], r[7]])).toEqual([
      ['购买单号', '会员方案', '计费周期', '类型', '金额'],
      [gold.purchaseNo, '金卡', '月付', '新购', 480],
      [silver.purchaseNo, '银卡', '年付', '新购', silverAnnual / 100],
    ]);

    const refusedIssue = await staffA({ url: '/api/v1/console/export/membership', json: { format: 'csv', ...RANGE } });
    expect([refusedIssue.statusCode, envelopeOf(refusedIssue).meta.code]).toEqual([403, Codes.FORBIDDEN_ROLE.code]);
    const { list } = await listAudit(app.db, { action: 'console.export.membership', page: 1, size: 10 });
    expect(list.map((e) => [e.targetType, e.detail.format])).toEqual([
      ['EXPORT', 'xlsx'],
      ['EXPORT', 'csv'],
    ]);
  });
});

describe('access', () => {
  it('answers 403 to a member and before the second factor, on the dashboard and every export', async () => {
    const member = await shopper(app);
    const noTotp = (await consoleClient({ roles: ['ADMIN'], totp: false })).send;
    for (const send of [member.send, noTotp]) {
      const dash = await send({ method: 'GET', url: '/api/v1/console/report/dashboard', query: RANGE });
      expect([dash.statusCode, envelopeOf(dash).meta.code]).toEqual([403, Codes.FORBIDDEN_ROLE.code]);
      for (const kind of ['shopOrders', 'salesOrders', 'turnover', 'membership'])
        expect((await send({ url: `/api/v1/console/export/${kind}`, json: { format: 'csv' } })).statusCode).toBe(403);
    }
  });

  it('downloads a link only for who asked, unaltered and unexpired; the session is still needed', async () => {
    const issued = await staffA({ url: '/api/v1/console/export/shopOrders', json: { format: 'csv', ...RANGE } });
    const { downloadUrl } = envelopeOf<ExportTicket>(issued).data;
    expect((await fetchLink(staffA, downloadUrl)).statusCode).toBe(200);
    expect((await fetchLink(staffB, downloadUrl)).statusCode).toBe(403);
    expect((await fetchLink(staffA, downloadUrl.replace('to=2025-03-02', 'to=2025-03-03'))).statusCode).toBe(403);
    const expired = downloadUrl.replace(/expires=\d+/, `expires=${Date.now() - 1000}`);
    expect((await fetchLink(staffA, expired)).statusCode).toBe(403);
    expect((await clientOf(app, '10.67.1.1')({ method: 'GET', url: downloadUrl, appId: 'NONE' })).statusCode).toBe(401);
  });

  it('documents every console report and export operation', async () => {
    const doc = (await app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, { operationId?: string }>> }>();
    const ids = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((op) => op.operationId));
    expect(ids).toEqual(
      expect.arrayContaining([
        'console.report.dashboard',
        'console.export.shopOrders',
        'console.export.salesOrders',
        'console.export.turnover',
        'console.export.membership',
        'console.file.stream',
      ]),
    );
  });
});
