import type { ConsoleContentRow, ConsoleContentView } from '@sme/shared/schemas/console-content';

/** Ids of the content fixtures. */
export const CONTENT_ID = '55555555-5555-4555-8555-555555555555';

/** One row of the content table: a published news item of a merchant. */
export function consoleContentRow(overrides: Partial<ConsoleContentRow> = {}): ConsoleContentRow {
  return {
    id: CONTENT_ID,
    kind: 'NEWS',
    slug: 'spring-fair',
    titleEn: 'Spring fair',
    titleZh: '春季展銷',
    status: 'PUBLISHED',
    merchantId: '66666666-6666-4666-8666-666666666666',
    coverUrl: null,
    publishedAt: '2026-11-20T08:00:00.000Z',
    createdAt: '2026-11-19T08:00:00.000Z',
    ...overrides,
  };
}

/** A console.content.detail answer, bodies as the server stores them (sanitised HTML). */
export function consoleContentView(overrides: Partial<ConsoleContentView> = {}): ConsoleContentView {
  return {
    ...consoleContentRow(),
    summaryEn: 'Tea tasting all week.',
    summaryZh: '全週品茶。',
    bodyEn: '<p>Hello <strong>tea</strong> lovers</p>',
    bodyZh: '<p>歡迎品茶</p>',
    ...overrides,
  };
}
