import type { Locale } from '@sme/shared/constants';
import type { AssistantTopic, KnowledgeSource } from '@sme/shared/schemas/assistant';

/** One passage as a source produces it, before it is indexed (one per locale). */
export interface KnowledgeDocument {
  source: KnowledgeSource;
  /** Stable per record and part, the same in every locale ("CONTENT:<id>#2"). */
  sourceKey: string;
  locale: Locale;
  topic: AssistantTopic | null;
  title: string;
  /** Plain text, no HTML. */
  body: string;
  /** The site path cited for it ("/contentD?id=…", "/regHKComp"). */
  url: string;
}

/** A passage found for a question, best first. */
export interface RankedPassage {
  id: string;
  source: KnowledgeSource;
  sourceKey: string;
  topic: AssistantTopic | null;
  title: string;
  body: string;
  url: string;
  /** Relevance (BM25-like; comparable within one search only). */
  score: number;
}

/** What searchKnowledge is asked. */
export interface KnowledgeQuery {
  question: string;
  /** Passages of this locale are searched (the answer's language). */
  locale: Locale;
  /** Most passages returned (default 6). */
  limit?: number;
}
