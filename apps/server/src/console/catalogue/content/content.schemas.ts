import { CONTENT_KINDS } from '@sme/shared/schemas/catalogue';
import { CONTENT_STATUSES, type ConsoleContentListView, type ConsoleContentView } from '@sme/shared/schemas/console-content';
import { z } from 'zod';

/** Zod mirrors of the console.content.* answers, for response schemas and OpenAPI; typed against the contract so drift fails the typecheck. */

const rowFields = {
  id: z.string(),
  kind: z.enum(CONTENT_KINDS),
  slug: z.string(),
  titleEn: z.string(),
  titleZh: z.string(),
  status: z.enum(CONTENT_STATUSES),
  merchantId: z.string().nullable(),
  coverUrl: z.string().nullable(),
  publishedAt: z.string(),
  createdAt: z.string(),
};

/** console.content.list answer. */
export const consoleContentListSchema: z.ZodType<ConsoleContentListView> = z.object({
  list: z.array(z.object(rowFields)),
  total: z.number(),
  page: z.number(),
  size: z.number(),
});

/** console.content.detail answer (and every change's). */
export const consoleContentSchema: z.ZodType<ConsoleContentView> = z.object({
  ...rowFields,
  summaryEn: z.string().nullable(),
  summaryZh: z.string().nullable(),
  bodyEn: z.string(),
  bodyZh: z.string(),
});

/** console.content.uploadCover answer. */
export const consoleContentCoverSchema = z.object({ url: z.string() });
