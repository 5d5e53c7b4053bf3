import { ASSISTANT_QUESTION_MAX, assistantChatInput, assistantConversationIdInput, assistantRenameInput } from '@sme/shared/schemas/assistant';
import type { AssistantSuggestionsView } from '@sme/shared/schemas/assistant';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '../../http/envelope';
import { memberIdOf, requireMember } from '../../http/session';
import { createLlmProvider } from '../../integrations/llm/llm';
import { pickupCodeKey } from '../orders';
import { conversationSchema, conversationSummarySchema, suggestionsSchema } from './assistant.schemas';
import { answerChat } from './chat/answer-chat';
import { eventStream } from './chat/event-stream';
import { prepareChat } from './chat/prepare-chat';
import { conversationDetail, deleteConversation, listConversations, renameConversation } from './conversations/conversations.service';
import { listSuggestions } from './suggestions.service';

const tags = ['assistant'];

/** Each server's copy of the suggested questions; an admin's edit clears it everywhere (the TTL bounds a missed notice). */
const SUGGESTIONS_CACHE = { ttlMs: 15_000, maxEntries: 10 };

/**
 * The AI assistant for visitors and members (spec sections 1, 2, 9): suggested questions, the streamed chat, and a
 * member's conversations. Answers are grounded in the platform's own content; a member's questions about their
 * orders, membership and applications are answered from their own records only.
 */
export const assistantRoutes: FastifyPluginAsyncZod = async (app) => {
  const member = { preValidation: requireMember };
  // One provider per app: it holds the configured client (none = answers composed of excerpts).
  const llm = createLlmProvider(app.config.llm);
  const pickupKey = pickupCodeKey(app.config.storageKey);
  const suggestions = app.answerCache<AssistantSuggestionsView>('assistant', SUGGESTIONS_CACHE);

  app.get('/api/v1/assistant/suggestions', {
    schema: {
      operationId: 'assistant.suggestions',
      tags,
      summary: 'Suggested questions of /ask in the request’s language, grouped by topic (topics in display order, empty ones left out)',
      response: { 200: envelopeSchema(suggestionsSchema) },
    },
    handler: async (request) => ok(await suggestions.get(request.locale, () => listSuggestions(app.db, request.locale))),
  });

  app.post('/api/v1/assistant/chat', {
    schema: {
      operationId: 'assistant.chat',
      tags,
      summary:
        `Ask the assistant (visitors and members; question up to ${ASSISTANT_QUESTION_MAX} characters). Answers text/event-stream: start, citations, delta… (reset, notice), done — or error; ` +
        'each message is `event: <type>` and `data: <the event as JSON>`. Refused before streaming with the usual envelope: bad input 400, the daily limit 429 (3101), ' +
        'a conversation or exchange not the member’s 404, a retry of an exchange that is not the latest 409. Members’ exchanges are stored; visitors’ conversation ids are ignored',
      body: assistantChatInput,
      produces: ['text/event-stream'],
    },
    handler: async (request, reply) => {
      const chat = await prepareChat(
        app.db,
        app.config.assistantDailyLimits,
        { memberId: request.member?.id ?? null, address: request.ip, requestLocale: request.locale },
        request.body,
        new Date(),
      );
      // Stop: the reader going away aborts the answer (what was streamed is still stored).
      const stop = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) stop.abort();
      });
      const events = answerChat({ db: app.db, llm, pickupKey, log: request.log }, chat, stop.signal);
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('x-accel-buffering', 'no')
        .send(eventStream(events, request.log));
    },
  });

  app.get('/api/v1/assistant/conversations', {
    ...member,
    schema: {
      operationId: 'assistant.conversations',
      tags,
      summary: 'The member’s conversations with the assistant, last active first (the latest 100)',
      response: { 200: envelopeSchema(z.array(conversationSummarySchema)) },
    },
    handler: async (request) => ok(await listConversations(app.db, memberIdOf(request))),
  });

  app.get('/api/v1/assistant/conversations/:id', {
    ...member,
    schema: {
      operationId: 'assistant.conversation',
      tags,
      summary: 'One of the member’s conversations with its exchanges, oldest first. Another member’s answers 404',
      params: assistantConversationIdInput,
      response: { 200: envelopeSchema(conversationSchema) },
    },
    handler: async (request) => ok(await conversationDetail(app.db, memberIdOf(request), request.params.id)),
  });

  app.post('/api/v1/assistant/conversations/:id/rename', {
    ...member,
    schema: {
      operationId: 'assistant.renameConversation',
      tags,
      summary: 'Rename one of the member’s conversations. Another member’s answers 404',
      params: assistantConversationIdInput,
      body: assistantRenameInput,
      response: { 200: envelopeSchema(conversationSummarySchema) },
    },
    handler: async (request) => ok(await renameConversation(app.db, memberIdOf(request), request.params.id, request.body.title)),
  });

  app.post('/api/v1/assistant/conversations/:id/delete', {
    ...member,
    schema: {
      operationId: 'assistant.deleteConversation',
      tags,
      summary: 'Delete one of the member’s conversations with all its exchanges. Another member’s answers 404',
      params: assistantConversationIdInput,
      response: { 200: envelopeSchema(z.null()) },
    },
    handler: async (request) => {
      await deleteConversation(app.db, memberIdOf(request), request.params.id);
      return ok(null);
    },
  });
};
