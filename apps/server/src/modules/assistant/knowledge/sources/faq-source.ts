import { LOCALES, type Locale } from '@sme/shared/constants';
import type { Database } from '../../../../db/client';
import { type FaqRow, listFaqRows } from '../faq-rows';
import type { KnowledgeDocument } from '../knowledge-types';

const QUESTION: Record<Locale, (r: FaqRow) => string> = { en_US: (r) => r.questionEn, zh_CN: (r) => r.questionZhCn, zh_TW: (r) => r.questionZhTw };
const ANSWER: Record<Locale, (r: FaqRow) => string> = { en_US: (r) => r.answerEn, zh_CN: (r) => r.answerZhCn, zh_TW: (r) => r.answerZhTw };

/** The assistant's FAQ: one passage per entry and locale (title = question, body = answer), cited with the entry's page. */
export async function faqDocuments(db: Database): Promise<KnowledgeDocument[]> {
  const rows = await listFaqRows(db);
  return LOCALES.flatMap((locale) =>
    rows.map((r): KnowledgeDocument => ({
      source: 'FAQ',
      sourceKey: `FAQ:${r.key}`,
      locale,
      topic: r.topic,
      title: QUESTION[locale](r),
      body: ANSWER[locale](r),
      url: r.url,
    })),
  );
}
