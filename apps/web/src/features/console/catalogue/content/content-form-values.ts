import type { ContentKind } from '@sme/shared/schemas/catalogue';
import type { ConsoleContentView, ContentStatus } from '@sme/shared/schemas/console-content';

/** The content form's values and the request body they make; bodies are the editor's HTML. */

/** The antd form's values. */
export interface ContentFormValues {
  merchantId?: string;
  kind?: ContentKind;
  slug?: string;
  titleEn?: string;
  titleZh?: string;
  summaryEn?: string;
  summaryZh?: string;
  bodyEn?: string;
  bodyZh?: string;
  coverUrl?: string;
  status?: ContentStatus;
}

/** Names of the form's fields, for placing the server's field errors. */
export const CONTENT_FORM_FIELDS = [
  'merchantId',
  'kind',
  'slug',
  'titleEn',
  'titleZh',
  'summaryEn',
  'summaryZh',
  'bodyEn',
  'bodyZh',
  'coverUrl',
  'status',
] as const;

/** A new item's starting values: news, as a draft. */
export const EMPTY_CONTENT: ContentFormValues = { kind: 'NEWS', status: 'DRAFT', bodyEn: '', bodyZh: '' };

const text = (s: string | undefined) => (s && s.trim() !== '' ? s.trim() : null);

/** A slug from an English title: "Spring Fair 2025!" → "spring-fair-2025". */
export const slugFrom = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);

/** The request body of console.content.create / update. */
export function contentBody(values: ContentFormValues, id?: string): Record<string, unknown> {
  return {
    ...(id ? { id } : {}),
    ...(!id && values.merchantId ? { merchantId: values.merchantId } : {}),
    kind: values.kind ?? 'NEWS',
    slug: values.slug?.trim() ?? '',
    titleEn: values.titleEn?.trim() ?? '',
    titleZh: values.titleZh?.trim() ?? '',
    summaryEn: text(values.summaryEn),
    summaryZh: text(values.summaryZh),
    bodyEn: values.bodyEn ?? '',
    bodyZh: values.bodyZh ?? '',
    coverUrl: text(values.coverUrl),
    status: values.status ?? 'DRAFT',
  };
}

/** The form's values of a saved item. */
export function formValuesOf(c: ConsoleContentView): ContentFormValues {
  return {
    kind: c.kind,
    slug: c.slug,
    titleEn: c.titleEn,
    titleZh: c.titleZh,
    summaryEn: c.summaryEn ?? '',
    summaryZh: c.summaryZh ?? '',
    bodyEn: c.bodyEn,
    bodyZh: c.bodyZh,
    ...(c.coverUrl ? { coverUrl: c.coverUrl } : {}),
    status: c.status,
  };
}
