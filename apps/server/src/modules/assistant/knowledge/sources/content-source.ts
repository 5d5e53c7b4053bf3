import { LOCALES } from '@sme/shared/constants';
import type { Database } from '../../../../db/client';
import { contentForKnowledge, localised } from '../../../catalogue';
import type { KnowledgeDocument } from '../knowledge-types';
import { splitRichText } from './split-passages';

/** The record key of a content item: its passages are "<key>#<n>". */
export const contentKey = (id: string): string => `CONTENT:${id}`;

/** Passages of PUBLISHED news, articles and help pages (only `ids` when given), in every locale, linking to /contentD. */
export async function contentDocuments(db: Database, ids?: readonly string[]): Promise<KnowledgeDocument[]> {
  const rows = await contentForKnowledge(db, ids);
  return rows.flatMap((row) =>
    LOCALES.flatMap((locale) => {
      const title = localised(locale, row.titleEn, row.titleZh) ?? '';
      const pieces = splitRichText(title, localised(locale, row.bodyEn, row.bodyZh) ?? '', localised(locale, row.summaryEn, row.summaryZh));
      return pieces.map((piece, n) => ({
        source: 'CONTENT' as const,
        sourceKey: `${contentKey(row.id)}#${n}`,
        locale,
        topic: null,
        title: piece.title,
        body: piece.body,
        url: `/contentD?id=${row.id}`,
      }));
    }),
  );
}
