import { Codes } from '@sme/shared/codes';
import { displayName } from '@sme/shared/member-display';
import { MEMBERSHIP_TIERS } from '@sme/shared/membership-plans';
import {
  ADMIN_EXPORT_KINDS,
  type ExportKind,
  type ExportTicket,
  type FileStreamQuery,
  REPORT_GRANULARITIES,
  dashboardQuery,
  exportInput,
  fileStreamQuery,
} from '@sme/shared/schemas/console-reports';
import { hkDayRange } from '@sme/shared/hk-day';
import { translate } from '@sme/shared/i18n/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { envelopeSchema, ok } from '../../http/envelope';
import { membersByIds } from '../../modules/members';
import { type PaidPurchaseRecord, streamPaidPurchases } from '../../modules/membership';
import { recordAudit } from '../audit';
import { streamConsoleOrders } from '../orders';
import { type ConsoleActor, auditActor, consoleActorOf, requireConsole } from '../../http/console-guard';
import { dashboard } from './dashboard';
import { dayFigures } from './day-figures';
import { DOWNLOAD_TTL_MS, type DownloadTicket, downloadKey, isTicketValid, signTicket } from './download-ticket';
import { type ExportCell, type MembershipSale, exportHeaders, membershipRows, salesOrderRows, shopOrderRows, turnoverRows } from './export-columns';
import { csvStream, xlsxStream } from './export-writers';

const SCOPE = 'Admins: every order; a merchant’s staff: orders whose lines are all their merchant’s. A member without a console role 403, no second factor 403';
const ADMIN_SCOPE = 'Admins only: a merchant’s staff or a member 403, no second factor 403';
const FILTERS = 'format xlsx|csv, created from/to (YYYY-MM-DD, Hong Kong days, at most 366), status (comma-separated, none = all)';
const CONTENT_TYPES = { csv: 'text/csv; charset=utf-8', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;
const EXPORTS: Array<{ kind: ExportKind; what: string }> = [
  { kind: 'shopOrders', what: 'one row per order' },
  { kind: 'salesOrders', what: 'one row per order line' },
  { kind: 'turnover', what: 'one row per day and currency: orders paid, amount received, refunds, net (the range applies to pay and refund days)' },
  {
    kind: 'membership',
    what: 'one row per paid membership purchase: purchase number, member, tier, cycle, kind, amount, paid at (the range applies to pay days; status is ignored)',
  },
];

const ticketSchema = z.object({ downloadUrl: z.string(), expiresAt: z.string() });
const figures = { orders: z.number().int(), salesMinor: z.number().int(), turnoverMinor: z.number().int() };
const membershipFigures = { currency: z.string(), purchases: z.number().int(), amountMinor: z.number().int() };
const dashboardSchema = z.object({
  from: z.string(),
  to: z.string(),
  granularity: z.enum(REPORT_GRANULARITIES),
  series: z.array(z.object({ currency: z.string(), points: z.array(z.object({ bucket: z.string(), ...figures })), totals: z.object(figures) })),
  membership: z
    .object({ tiers: z.array(z.object({ tier: z.enum(MEMBERSHIP_TIERS), ...membershipFigures })), totals: z.array(z.object(membershipFigures)) })
    .nullable(),
});

/** Paid membership purchases with their buyer's member number and display name. */
async function withBuyers(db: Parameters<typeof dashboard>[0], batch: PaidPurchaseRecord[]): Promise<MembershipSale[]> {
  const ids = batch.map((p) => p.memberId);
  const buyers = new Map((await membersByIds(db, ids)).map((m) => [m.id, m]));
  return batch.map((p) => {
    const buyer = buyers.get(p.memberId);
    return { ...p, memberNo: buyer?.memberNo ?? '', memberName: buyer ? displayName(buyer) : '' };
  });
}

/** The rows of an export, batch by batch, read within the actor's reach. */
async function* exportBatches(db: Parameters<typeof dashboard>[0], actor: ConsoleActor, q: FileStreamQuery): AsyncGenerator<ExportCell[][]> {
  if (q.kind === 'turnover') {
    const days = await dayFigures(db, actor, { from: q.from, to: q.to, statuses: q.status });
    // Turnover is about money: days that only saw orders created have no row.
    yield turnoverRows(
      days.filter((d) => d.ordersPaid > 0 || d.refundsMinor > 0),
      q.lang,
    );
    return;
  }
  if (q.kind === 'membership') {
    for await (const batch of streamPaidPurchases(db, hkDayRange(q.from, q.to))) yield membershipRows(await withBuyers(db, batch), q.lang);
    return;
  }
  const toRows = q.kind === 'shopOrders' ? shopOrderRows : salesOrderRows;
  for await (const batch of streamConsoleOrders(db, actor, { ...hkDayRange(q.from, q.to), statuses: q.status })) yield toRows(batch, q.lang);
}

/** Back-office reports and exports: the dashboard, and exports streamed as CSV or XLSX. */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preValidation: requireConsole() };
  const tags = ['console'];
  const key = downloadKey(app.config.storageKey);

  app.get('/api/v1/console/report/dashboard', {
    ...guard,
    schema: {
      operationId: 'console.report.dashboard',
      tags,
      summary: `Per currency and bucket (granularity day|week|month; weeks start on Monday) of from/to (YYYY-MM-DD, Hong Kong days, at most 366): orders created, sales (paid orders’ totals, on their pay day) and turnover (money received minus refunds), with totals; membership: paid membership purchases of the range per tier and currency (count, amount) with per-currency totals, for admins (null for a merchant’s staff). ${SCOPE}`,
      querystring: dashboardQuery,
      response: { 200: envelopeSchema(dashboardSchema) },
    },
    handler: async (request) => ok(await dashboard(app.db, consoleActorOf(request), request.query)),
  });

  for (const { kind, what } of EXPORTS) {
    const adminOnly = ADMIN_EXPORT_KINDS.includes(kind);
    app.post(`/api/v1/console/export/${kind}`, {
      preValidation: adminOnly ? requireConsole(['ADMIN']) : guard.preValidation,
      schema: {
        operationId: `console.export.${kind}`,
        tags,
        summary: `Export ${what}: ${FILTERS}. Audited; answers the link (console.file.stream) that downloads the file for the next five minutes. ${adminOnly ? ADMIN_SCOPE : SCOPE}`,
        body: exportInput,
        response: { 200: envelopeSchema(ticketSchema) },
      },
      handler: async (request) => {
        const actor = consoleActorOf(request);
        const { format, from, to, status } = request.body;
        const ticket: DownloadTicket = {
          memberId: actor.memberId,
          kind,
          format,
          from,
          to,
          statuses: status,
          lang: request.locale,
          expires: Date.now() + DOWNLOAD_TTL_MS,
        };
        await recordAudit(app.db, {
          ...auditActor(actor),
          action: `console.export.${kind}`,
          targetType: 'EXPORT',
          targetId: null,
          merchantId: actor.merchantId,
          detail: { format, from: from ?? null, to: to ?? null, status },
        });
        const query = new URLSearchParams({
          kind,
          format,
          ...(from ? { from } : {}),
          ...(to ? { to } : {}),
          ...(status.length > 0 ? { status: status.join(',') } : {}),
          lang: ticket.lang,
          expires: String(ticket.expires),
          token: signTicket(ticket, key),
        });
        const answer: ExportTicket = { downloadUrl: `/api/v1/console/file/stream?${query.toString()}`, expiresAt: new Date(ticket.expires).toISOString() };
        return ok(answer);
      },
    });
  }

  app.get('/api/v1/console/file/stream', {
    ...guard,
    // A plain browser link cannot sign; the ticket's token (from a signed, audited console.export.*) stands in.
    config: { signature: false },
    schema: {
      operationId: 'console.file.stream',
      tags,
      summary: `Download an export as console.export.* described it (kind, its filters, lang, expires, token): the file streams as it is read. A link of someone else, altered or expired 403 console.report.downloadInvalid; an admins-only kind (membership) 403 to others. ${SCOPE}`,
      querystring: fileStreamQuery,
    },
    handler: async (request, reply) => {
      const actor = consoleActorOf(request);
      const q = request.query;
      const ticket: DownloadTicket = {
        memberId: actor.memberId,
        kind: q.kind,
        format: q.format,
        from: q.from,
        to: q.to,
        statuses: q.status,
        lang: q.lang,
        expires: q.expires,
      };
      if (!isTicketValid(ticket, q.token, key, Date.now())) throw new AppError(Codes.FORBIDDEN, { messageKey: 'console.report.downloadInvalid' });
      // A ticket is only issued to an admin for these, but the roles may have changed since.
      if (ADMIN_EXPORT_KINDS.includes(q.kind) && !actor.isAdmin) throw new AppError(Codes.FORBIDDEN_ROLE);
      const headers = exportHeaders(q.kind, q.lang);
      const batches = exportBatches(app.db, actor, q);
      const name = `${q.kind}-${q.from ?? 'all'}-${q.to ?? 'all'}.${q.format}`;
      reply.header('content-type', CONTENT_TYPES[q.format]).header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store');
      return reply.send(q.format === 'csv' ? csvStream(headers, batches) : xlsxStream(translate(q.lang, `console.report.sheet.${q.kind}`), headers, batches));
    },
  });
};
