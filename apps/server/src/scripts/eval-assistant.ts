import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { ensureKnowledgeIndex } from '../modules/assistant/knowledge/knowledge-index';
import { type Miss, type Score, measureCitations, measureRetrieval, resolveExpectedPages } from '../modules/assistant/eval/eval-metrics';
import { EVAL_QUESTIONS } from '../modules/assistant/eval/questions';

/**
 * `npm run eval:assistant`: the evaluation set against a fresh in-memory database with the demo data, with lexical
 * retrieval alone and answers composed of excerpts (no language model is configured here, whatever the shell has).
 * Prints retrieval hit@1 / hit@3 per locale and overall, then the share of chat answers citing an expected page.
 */

function printScores(title: string, scores: Score[]): void {
  console.log(`\n${title}`);
  console.table(
    Object.fromEntries(
      scores.map((s) => [s.locale, { questions: s.questions, ...Object.fromEntries(Object.entries(s.shares).map(([k, v]) => [k, v.toFixed(3)])) }]),
    ),
  );
}

function printMisses(misses: Miss[]): void {
  for (const m of misses)
    console.log(`  miss [${m.locale}] ${m.question}\n    expected ${m.expected.join(' | ')}\n    found    ${m.found.join(' | ') || '(nothing)'}`);
}

const dataDir = mkdtempSync(join(tmpdir(), 'sme-eval-'));
const config = {
  ...loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: 'memory://',
    SEED: 'always',
    ASSISTANT_VISITOR_DAILY_LIMIT: '100000',
    PUBLIC_URL: 'http://localhost:8080',
  }),
  dataDir,
  webDistDir: join(dataDir, 'no-web-dist'),
};
const app = await buildApp(config);
try {
  await ensureKnowledgeIndex(app.db);
  const urlOf = await resolveExpectedPages(app, EVAL_QUESTIONS);
  const retrieval = await measureRetrieval(app, EVAL_QUESTIONS, urlOf);
  printScores(`Retrieval (searchKnowledge, limit 3), ${EVAL_QUESTIONS.length} questions`, retrieval.scores);
  printMisses(retrieval.misses);
  const citations = await measureCitations(app, EVAL_QUESTIONS, urlOf);
  printScores('Chat answers citing an expected page (POST /api/v1/assistant/chat)', citations.scores);
  printMisses(citations.misses);
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
