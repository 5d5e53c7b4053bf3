import { LOCALES } from '@sme/shared/constants';
import type { Database } from '../../../../db/client';
import { localised, merchantsForKnowledge } from '../../../catalogue';
import type { KnowledgeDocument } from '../knowledge-types';
import { plainParagraphs } from './split-passages';

/** The record key of a merchant (one passage per locale). */
export const merchantKey = (id: string): string => `MERCHANT:${id}`;

/** ACTIVE merchants (only `ids` when given): name, city and description, linking to /merchant?id=…. */
export async function merchantDocuments(db: Database, ids?: readonly string[]): Promise<KnowledgeDocument[]> {
  const rows = await merchantsForKnowledge(db, ids);
  return LOCALES.flatMap((locale) =>
    rows.map((m): KnowledgeDocument => ({
      source: 'MERCHANT',
      sourceKey: merchantKey(m.id),
      locale,
      topic: 'MARKETPLACE',
      title: localised(locale, m.nameEn, m.nameZh) ?? '',
      body: [m.city ?? '', plainParagraphs(localised(locale, m.descriptionEn, m.descriptionZh) ?? '')].filter(Boolean).join('\n'),
      url: `/merchant?id=${m.id}`,
    })),
  );
}
