import type { Locale } from '@sme/shared/constants';
import type { Database } from '../../../db/client';
import type { RankedPassage } from '../knowledge/knowledge-types';
import { topicSuggestions } from '../suggestions.service';

/** Follow-up questions offered under an answer. */
export const FOLLOW_UPS = 3;

/** Questions compared without case, spaces and punctuation ("How do I…?" equals "how do i…"). */
const comparable = (s: string) => s.toLocaleLowerCase().replace(/[\s\p{P}\p{S}]+/gu, '');

/**
 * Short questions to ask next, in the answer's locale: the FAQ questions among the retrieved passages that the answer
 * did not cite first, then the suggested questions of the best passage's topic; never the question just asked.
 */
export async function followUps(db: Database, question: string, locale: Locale, retrieved: RankedPassage[], citedIds: ReadonlySet<string>): Promise<string[]> {
  const seen = new Set([comparable(question)]);
  const out: string[] = [];
  const offer = (q: string) => {
    const key = comparable(q);
    if (out.length >= FOLLOW_UPS || !key || seen.has(key)) return;
    seen.add(key);
    out.push(q.trim());
  };
  for (const p of retrieved) if (p.source === 'FAQ' && !citedIds.has(p.id)) offer(p.title);
  const topic = retrieved[0]?.topic;
  if (out.length < FOLLOW_UPS && topic) for (const q of await topicSuggestions(db, topic, locale)) offer(q);
  return out;
}
