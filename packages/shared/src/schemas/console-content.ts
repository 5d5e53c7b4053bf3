import { z } from 'zod';
import { CONTENT_KINDS, type ContentKind } from './catalogue';
import { PRODUCT_IMAGE_PATTERN } from './console-products';
import { type ListQueryInput, text } from './fields';

/**
 * Back-office content: news, articles and help pages, the contract of the console.content.* operations.
 * The console form validates with these same schemas; the server sanitises the bodies' HTML on write.
 */

/** Statuses a content item can be saved in; only PUBLISHED is public. */
export const CONTENT_STATUSES = ['PUBLISHED', 'DRAFT'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

/** The kind a merchant's staff may write: their merchant's news (articles and help pages are the platform's). */
export const MERCHANT_CONTENT_KIND: ContentKind = 'NEWS';

/** Longest body HTML accepted (before sanitising). */
export const MAX_CONTENT_BODY_LENGTH = 100_000;

const uuid = z.uuid({ error: 'validation.idInvalid' });
const title = text().trim().min(1).max(200);
const summary = text().trim().max(500).nullish();
const body = text().trim().min(1).max(MAX_CONTENT_BODY_LENGTH);

const contentFields = z.object({
  kind: z.enum(CONTENT_KINDS),
  /** The item's address part, unique across the platform: lower-case letters, digits and single hyphens. */
  slug: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'validation.slugInvalid' }),
  titleEn: title,
  titleZh: title,
  summaryEn: summary,
  summaryZh: summary,
  /** HTML; sanitised by the server on write. */
  bodyEn: body,
  bodyZh: body,
  coverUrl: text().trim().regex(PRODUCT_IMAGE_PATTERN, { error: 'validation.imageInvalid' }).nullish(),
  status: z.enum(CONTENT_STATUSES).default('DRAFT'),
});

/** The content form's values (what console.content.create and .update share). */
export const consoleContentForm = contentFields;
export type ConsoleContentForm = z.input<typeof consoleContentForm>;

/** console.content.create: the form plus, for admins, the merchant it belongs to (none: the platform's own). */
export const consoleContentCreateInput = contentFields.extend({ merchantId: uuid.nullish() });
export type ConsoleContentCreateInput = z.output<typeof consoleContentCreateInput>;

/** console.content.update: the whole form again for one item (its merchant does not change). */
export const consoleContentUpdateInput = contentFields.extend({ id: uuid });
export type ConsoleContentUpdateInput = z.output<typeof consoleContentUpdateInput>;

/** console.content.detail params; publish, unpublish and delete bodies. */
export const consoleContentIdInput = z.object({ id: uuid });

/** console.content.list query: kind, status, a search (title or slug), a merchant (admins), one page. */
export const consoleContentListQuery = z.object({
  kind: z.enum(CONTENT_KINDS).optional(),
  status: z.enum(CONTENT_STATUSES).optional(),
  q: text().trim().max(64).optional(),
  merchantId: uuid.optional(),
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type ConsoleContentListQuery = z.output<typeof consoleContentListQuery>;
/** The content list's filters and page as the console sends them. */
export type ConsoleContentListParams = ListQueryInput<typeof consoleContentListQuery>;

/** A content item as the console lists it. */
export interface ConsoleContentRow {
  id: string;
  kind: ContentKind;
  slug: string;
  titleEn: string;
  titleZh: string;
  status: ContentStatus;
  merchantId: string | null;
  coverUrl: string | null;
  publishedAt: string;
  createdAt: string;
}

/** A page of console content. */
export interface ConsoleContentListView {
  list: ConsoleContentRow[];
  total: number;
  page: number;
  size: number;
}

/** A content item as the console edits it: every field of the form (bodies as stored, i.e. sanitised). */
export interface ConsoleContentView extends ConsoleContentRow {
  summaryEn: string | null;
  summaryZh: string | null;
  bodyEn: string;
  bodyZh: string;
}

/** What an uploaded cover image answers: the public URL to put in `coverUrl`. */
export interface ConsoleContentCoverView {
  url: string;
}
