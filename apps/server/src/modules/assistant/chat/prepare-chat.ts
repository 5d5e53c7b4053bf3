import { randomUUID } from 'node:crypto';
import { Codes } from '@sme/shared/codes';
import type { Locale } from '@sme/shared/constants';
import type { z } from 'zod';
import type { assistantChatInput } from '@sme/shared/schemas/assistant';
import type { Database } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { findOwnConversation } from '../conversations/conversations.service';
import { checkReplaceable, createConversation, deleteExchange, recentHistory, titleOf } from '../conversations/exchanges';
import { answerLocale } from './answer-locale';
import { countQuestion, usageSubject } from './daily-limit';

/** Who asks: a signed-in member (by the session) or a visitor (by client address). */
export interface Asker {
  memberId: string | null;
  address: string;
  requestLocale: Locale;
}

/** A question accepted for answering: counted, its conversation ready, the retried exchange gone. */
export interface PreparedChat {
  question: string;
  locale: Locale;
  memberId: string | null;
  /** Null for visitors (nothing stored). */
  conversation: { id: string; title: string; isNew: boolean } | null;
  exchangeId: string | null;
  history: Array<{ question: string; answer: string }>;
  remainingToday: number;
}

/**
 * Everything that may refuse a question, before the stream starts: another member's conversation or exchange (404,
 * nothing counted), then the daily limit (429 with the limit, nothing changed). Only then does anything change: the
 * retried exchange is deleted and a new conversation is created. Visitors' conversation and exchange ids are ignored.
 */
export async function prepareChat(
  db: Database,
  limits: { visitor: number; member: number },
  asker: Asker,
  input: z.output<typeof assistantChatInput>,
  now: Date,
): Promise<PreparedChat> {
  const { memberId } = asker;
  const existing = memberId && input.conversationId ? await findOwnConversation(db, memberId, input.conversationId) : null;
  const replace = existing ? input.replaceExchangeId : undefined;
  if (memberId && !existing && input.replaceExchangeId) throw new AppError(Codes.NOT_FOUND);
  if (existing && replace) await checkReplaceable(db, existing.id, replace);

  const limit = memberId ? limits.member : limits.visitor;
  const remaining = await countQuestion(db, usageSubject(memberId, asker.address), limit, now);
  if (remaining === null) throw new AppError(Codes.ASSISTANT_DAILY_LIMIT, { vars: { limit } });

  const question = input.question;
  const locale = answerLocale(question, asker.requestLocale);
  if (!memberId) return { question, locale, memberId, conversation: null, exchangeId: null, history: [], remainingToday: remaining };
  if (existing && replace) await deleteExchange(db, existing.id, replace);
  const conversation = existing
    ? { id: existing.id, title: existing.title, isNew: false }
    : { ...(await createConversation(db, memberId, titleOf(question))), isNew: true };
  return {
    question,
    locale,
    memberId,
    conversation,
    exchangeId: randomUUID(),
    history: existing ? await recentHistory(db, existing.id) : [],
    remainingToday: remaining,
  };
}
