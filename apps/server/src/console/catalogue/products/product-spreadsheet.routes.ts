import { Codes } from '@sme/shared/codes';
import { MAX_SHEET_BYTES, MAX_SHEET_ROWS, productSheetExportQuery, productSheetImportFields } from '@sme/shared/schemas/console-product-sheet';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../http/app-error';
import { envelopeSchema, ok } from '../../../http/envelope';
import { RATE_LIMITS } from '../../../http/rate-limit';
import { recordAudit } from '../../audit';
import { auditActor, consoleActorOf, requireConsole } from '../../../http/console-guard';
import { exportProductSheet, productSheetTemplate } from './product-spreadsheet-export';
import { importProductSheet } from './product-spreadsheet-import';

const SCOPE = 'Admins: any merchant’s products; a merchant’s staff: their own merchant’s. A member without a console role 403, no second factor 403';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const importSchema = z.object({ dryRun: z.boolean(), created: z.number().int(), updated: z.number().int() });

/** Send an XLSX file as a download that no cache keeps. */
const sendXlsx = (reply: FastifyReply, name: string, file: Buffer) =>
  reply.type(XLSX).header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store').send(file);

/** Product spreadsheets: export, template and all-or-nothing import of products by XLSX. */
export const productSpreadsheetRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preValidation: requireConsole() };
  const tags = ['console'];

  app.get('/api/v1/console/product/exportSheet', {
    ...guard,
    schema: {
      operationId: 'console.product.exportSheet',
      tags,
      summary: `The actor’s products as XLSX, one row per product by code (admins: every merchant’s, or merchantId’s), in the columns importSheet reads back unchanged. Audited. ${SCOPE}`,
      querystring: productSheetExportQuery,
      produces: [XLSX],
    },
    handler: async (request, reply) => {
      const actor = consoleActorOf(request);
      const { file, rows } = await exportProductSheet(app.db, actor, request.query.merchantId);
      const merchantId = actor.isAdmin ? (request.query.merchantId ?? null) : actor.merchantId;
      await recordAudit(app.db, {
        ...auditActor(actor),
        action: 'console.product.exportSheet',
        targetType: 'PRODUCT',
        targetId: null,
        merchantId,
        detail: { rows },
      });
      return sendXlsx(reply, `products-${new Date().toISOString().slice(0, 10)}.xlsx`, file);
    },
  });

  app.get('/api/v1/console/product/sheetTemplate', {
    ...guard,
    schema: {
      operationId: 'console.product.sheetTemplate',
      tags,
      summary: `The empty product sheet (header row only) to fill in for importSheet. ${SCOPE}`,
      produces: [XLSX],
    },
    handler: async (_request, reply) => sendXlsx(reply, 'products-template.xlsx', await productSheetTemplate()),
  });

  app.post('/api/v1/console/product/importSheet', {
    ...guard,
    schema: {
      operationId: 'console.product.importSheet',
      tags,
      summary:
        `Import products from an XLSX sheet (multipart: the file under fileDatas, at most ${MAX_SHEET_BYTES} bytes and ${MAX_SHEET_ROWS} rows; merchantId, required from admins; dryRun). ` +
        'A new code creates a product, a code of this merchant updates it, a code of another merchant is a row error. Every row is validated with the product form’s schema; ' +
        'any invalid row: 400 with data.errors (row, column, message in the request’s language) and nothing written. dryRun=true answers the counts and writes nothing. ' +
        `Audited once with the counts. ${SCOPE}`,
      consumes: ['multipart/form-data'],
      body: productSheetImportFields,
      response: { 200: envelopeSchema(importSchema) },
    },
    config: { rateLimit: RATE_LIMITS.upload, uploads: { maxFiles: 1 } },
    handler: async (request) => {
      const [file, ...others] = request.uploads.filter((u) => u.field === 'fileDatas');
      if (!file || others.length > 0) throw new AppError(Codes.BAD_REQUEST);
      if (file.size > MAX_SHEET_BYTES) throw new AppError(Codes.FILE_TOO_LARGE);
      const { dryRun, merchantId } = request.body;
      return ok(
        await importProductSheet(app.db, consoleActorOf(request), await file.read(), { dryRun: dryRun === 'true', merchantId, locale: request.locale }),
      );
    },
  });
};
