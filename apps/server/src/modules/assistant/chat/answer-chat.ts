import { Codes } from '@sme/shared/codes';
import { translate } from '@sme/shared/i18n/messages';
import type { AssistantAnswerMode, AssistantCitation, AssistantNotice, AssistantStreamEvent, AssistantUsage } from '@sme/shared/schemas/assistant';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import type { LlmProvider } from '../../../integrations/llm/llm';
import { answerFromPassages } from '../answer/answer-from-passages';
import type { AnswerOutcome, AnswerPassage } from '../answer/answer-types';
import { dropConversation, storeExchange } from '../conversations/exchanges';
import { ensureKnowledgeIndex } from '../knowledge/knowledge-index';
import { searchKnowledge } from '../knowledge/search-knowledge';
import { runMemberTools } from '../tools/member-tools';
import { followUps } from './follow-ups';
import type { PreparedChat } from './prepare-chat';

/** Passages retrieved per question: the best are cited, the FAQ among the rest feed the follow-ups. */
const RETRIEVED = 8;
/** Retrieved passages given to the answer and cited. */
const CITED = 5;
/** Length of a citation's hover excerpt (characters). */
const SNIPPET_CHARS = 160;

/** What answering needs beyond the question: the database, the provider (none = excerpts), the session's pickup key. */
export interface AnswerChatDeps {
  db: Database;
  llm: LlmProvider | undefined;
  pickupKey: Buffer;
  log: FastifyBaseLogger;
}

function snippet(body: string): string {
  const chars = Array.from(body.replace(/\s+/g, ' ').trim());
  return chars.length <= SNIPPET_CHARS ? chars.join('') : `${chars.slice(0, SNIPPET_CHARS - 1).join('')}…`;
}

/**
 * The events of one answer (AssistantStreamEvent order): start, citations, the answer's chunks, done — or error. The
 * member's tools run first and their passages are numbered first. What was streamed is stored for members when the
 * answer ends, is stopped (`signal`) or fails after some text; after a reset only what followed counts.
 */
export async function* answerChat(
  deps: AnswerChatDeps,
  chat: PreparedChat,
  signal: AbortSignal,
  now: () => Date = () => new Date(),
): AsyncGenerator<AssistantStreamEvent> {
  const { db, log } = deps;
  const { question, locale, conversation } = chat;
  yield {
    type: 'start',
    conversationId: conversation?.id ?? null,
    exchangeId: chat.exchangeId,
    title: conversation?.title ?? null,
    locale,
    remainingToday: chat.remainingToday,
  };

  let text = '';
  let wasReset = false;
  let notice: AssistantNotice | null = null;
  let outcome: AnswerOutcome | undefined;
  let citations: AssistantCitation[] = [];
  let follow: string[] = [];
  let failure: unknown;
  try {
    const tools = chat.memberId
      ? await runMemberTools({ db, memberId: chat.memberId, locale, now: now(), pickupKey: deps.pickupKey }, question)
      : { passages: [], profile: null };
    await ensureKnowledgeIndex(db);
    const retrieved = await searchKnowledge(db, { question, locale, limit: RETRIEVED });
    const used = retrieved.slice(0, CITED);
    const passages: AnswerPassage[] = [
      ...tools.passages.map((p) => ({ source: 'ACCOUNT' as const, ...p })),
      ...used.map((p) => ({ source: p.source, title: p.title, body: p.body, url: p.url })),
    ].map((p, i) => ({ n: i + 1, ...p }));
    citations = passages.map((p) => ({ n: p.n, source: p.source, title: p.title, url: p.url, snippet: snippet(p.body) }));
    yield { type: 'citations', citations };

    const answer = answerFromPassages({ question, locale, passages, profile: tools.profile, history: chat.history, signal }, deps.llm);
    for (;;) {
      const step = await answer.next();
      if (step.done) {
        outcome = step.value;
        break;
      }
      const chunk = step.value;
      if (chunk.type === 'delta') text += chunk.text;
      else if (chunk.type === 'reset') {
        text = '';
        wasReset = true;
      } else notice = chunk.notice;
      yield chunk;
    }
    if (outcome.providerError) log.warn({ providerError: outcome.providerError }, 'assistant provider failed; answered with excerpts');
    follow = await followUps(db, question, locale, retrieved, new Set(used.map((p) => p.id)));
  } catch (err) {
    if (!signal.aborted) {
      failure = err;
      log.error({ err }, 'assistant answer failed');
    }
  }

  const mode: AssistantAnswerMode = outcome?.mode ?? (deps.llm && !wasReset ? 'GENERATED' : 'EXCERPTS');
  const usage: AssistantUsage | null = outcome?.usage ?? null;
  await storeAnswer(deps, chat, { text, mode, notice: outcome?.notice ?? notice, citations, followUps: follow, usage }, now());
  if (failure) yield { type: 'error', code: Codes.SERVER_ERROR.code, message: translate(locale, Codes.SERVER_ERROR.key) };
  else yield { type: 'done', mode, followUps: follow, usage };
}

/** Store the exchange of a member's answer; an answer with no text leaves nothing (and no empty new conversation). */
async function storeAnswer(
  deps: AnswerChatDeps,
  chat: PreparedChat,
  answer: {
    text: string;
    mode: AssistantAnswerMode;
    notice: AssistantNotice | null;
    citations: AssistantCitation[];
    followUps: string[];
    usage: AssistantUsage | null;
  },
  now: Date,
): Promise<void> {
  const { conversation, exchangeId } = chat;
  if (!conversation || !exchangeId) return;
  try {
    if (!answer.text) {
      if (conversation.isNew) await dropConversation(deps.db, conversation.id);
      return;
    }
    await storeExchange(
      deps.db,
      {
        id: exchangeId,
        conversationId: conversation.id,
        question: chat.question,
        answer: answer.text,
        locale: chat.locale,
        mode: answer.mode,
        notice: answer.notice,
        citations: answer.citations,
        followUps: answer.followUps,
        inputTokens: answer.usage?.inputTokens ?? null,
        outputTokens: answer.usage?.outputTokens ?? null,
      },
      now,
    );
  } catch (err) {
    // The member may have deleted the conversation while it was answering: the answer was still streamed.
    deps.log.warn({ err, conversationId: conversation.id }, 'assistant exchange not stored');
  }
}
