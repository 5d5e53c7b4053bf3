import type { AnswerChunk, AnswerOutcome, AnswerPassage, AnswerRequest } from './answer-types';

/** A passage numbered `n`, from a content page unless told otherwise. */
export function passage(n: number, title: string, body: string, url = `/contentD?id=${n}`): AnswerPassage {
  return { n, source: 'CONTENT', title, body, url };
}

/** A question with defaults: English, no profile, no history, never aborted. */
export function answerRequest(overrides: Partial<AnswerRequest> = {}): AnswerRequest {
  return {
    question: 'How do I register a company?',
    locale: 'en_US',
    passages: [],
    profile: null,
    history: [],
    signal: new AbortController().signal,
    ...overrides,
  };
}

/** Reads an answer to its end: every chunk in order, and the outcome. */
export async function readAnswer(answer: AsyncGenerator<AnswerChunk, AnswerOutcome>): Promise<{ chunks: AnswerChunk[]; outcome: AnswerOutcome }> {
  const chunks: AnswerChunk[] = [];
  for (;;) {
    const step = await answer.next();
    if (step.done) return { chunks, outcome: step.value };
    chunks.push(step.value);
  }
}

/** The text a reader ends up seeing: the deltas after the last reset. */
export function shownText(chunks: AnswerChunk[]): string {
  const lastReset = chunks.map((chunk) => chunk.type).lastIndexOf('reset');
  return chunks
    .slice(lastReset + 1)
    .map((chunk) => (chunk.type === 'delta' ? chunk.text : ''))
    .join('');
}
