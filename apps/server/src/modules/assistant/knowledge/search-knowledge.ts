import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { knowledgePassages } from '../assistant.tables';
import { questionTermsSql } from './knowledge-terms';
import type { KnowledgeQuery, RankedPassage } from './knowledge-types';

/**
 * Lexical retrieval over the passages of one locale, BM25-like, all in one statement: the question's terms (computed by
 * the database as at indexing), their document frequencies (each a GIN lookup), then for each passage sharing a term
 * (the GIN-served `terms && …` prefilter) Σ idf(t)·(k1+1)/(1 + k1·(1 − b + b·len/avglen)) over the terms it has (terms
 * are stored once per passage, so tf is 1), plus TITLE_BOOST·idf for each term also in its title. The question is only
 * ever a bound parameter.
 */

const K1 = 1.2;
const B = 0.75;
/** Share of a term's weight added when it is also in the passage's title (a title says what the passage is about). */
const TITLE_BOOST = 0.5;
/**
 * Passages whose matched terms carry less than this share of the question's weight (Σ idf of its terms the index
 * knows) are dropped, so "nothing relevant" can be the answer instead of a passage sharing one common word.
 */
export const MIN_COVERAGE = 0.4;
/**
 * Unknown terms count against coverage ("weather on Mars" finds nothing), except two kinds that say nothing of the
 * topic: numbers (quantities, "5,000 cards") and Chinese bigrams no passage has, which are mostly made across a word
 * boundary (有沒有商戶 gives 有商; its characters are counted on their own already).
 */
const UNSEEN_BIGRAM = '^[\u3400-\u9fff]{2}$';
/** Scores below this are dropped whatever the coverage (a one-word match on a frequent term). */
export const MIN_SCORE = 2;

interface Row {
  id: string;
  source: RankedPassage['source'];
  source_key: string;
  topic: RankedPassage['topic'];
  title: string;
  body: string;
  url: string;
  score: number;
  matched: number;
  total: number;
}

/** The passages of `locale` that best answer `question`, best first; [] when nothing is relevant enough. */
export async function searchKnowledge(db: Database, { question, locale, limit = 6 }: KnowledgeQuery): Promise<RankedPassage[]> {
  const result = await db.execute(sql`
    with q as (select distinct unnest(${questionTermsSql(question)}) as term),
    hits as (
      select q.term, p.id from q join ${knowledgePassages} p on p.terms @> array[q.term] and p.locale = ${locale}
    ),
    stats as (
      select count(*)::float8 as n, coalesce(avg(term_count), 1)::float8 as avglen,
        ln(1 + (count(*) - 0.5) / 1.5)::float8 as rarest from ${knowledgePassages} where locale = ${locale}
    ),
    weights as (
      select q.term, coalesce(d.df, 0) as df, ln(1 + (s.n - coalesce(d.df, 0) + 0.5) / (coalesce(d.df, 0) + 0.5)) as idf
      from q cross join stats s left join (select term, count(*)::float8 as df from hits group by term) d on d.term = q.term
    ),
    total as (
      select coalesce(sum(least(w.idf, s.rarest)), 0)::float8 as weight from weights w cross join stats s
      where not (w.df = 0 and (w.term ~ '^[0-9]+$' or w.term ~ ${UNSEEN_BIGRAM}))
    )
    select p.id, p.source, p.source_key, p.topic, p.title, p.body, p.url,
      sum(w.idf * ${K1 + 1}::float8 / (1 + ${K1}::float8 * (1 - ${B}::float8 + ${B}::float8 * p.term_count / s.avglen))
        + case when w.term = any(p.title_terms) then ${TITLE_BOOST}::float8 * w.idf else 0 end)::float8 as score,
      sum(w.idf)::float8 as matched,
      (select weight from total) as total
    from hits h
    join weights w on w.term = h.term
    join ${knowledgePassages} p on p.id = h.id
    cross join stats s
    group by p.id, s.avglen
    order by score desc, p.source_key
    limit ${limit * 4}`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  return rows
    .filter((r) => r.score >= MIN_SCORE && r.total > 0 && r.matched / r.total >= MIN_COVERAGE)
    .slice(0, limit)
    .map((r) => ({ id: r.id, source: r.source, sourceKey: r.source_key, topic: r.topic, title: r.title, body: r.body, url: r.url, score: r.score }));
}
