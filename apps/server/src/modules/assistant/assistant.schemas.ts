import { ASSISTANT_ANSWER_MODES, ASSISTANT_NOTICES, ASSISTANT_TOPICS, KNOWLEDGE_SOURCES } from '@sme/shared/schemas/assistant';
import { z } from 'zod';

/** Response schemas of the assistant routes (OpenAPI and serialisation), matching the views of @sme/shared/schemas/assistant. */

export const suggestionsSchema = z.object({
  topics: z.array(z.object({ topic: z.enum(ASSISTANT_TOPICS), questions: z.array(z.object({ id: z.string(), question: z.string() })) })),
});

export const conversationSummarySchema = z.object({ id: z.string(), title: z.string(), updatedAt: z.string() });

const citationSchema = z.object({ n: z.number().int(), source: z.enum(KNOWLEDGE_SOURCES), title: z.string(), url: z.string(), snippet: z.string() });

export const conversationSchema = conversationSummarySchema.extend({
  exchanges: z.array(
    z.object({
      id: z.string(),
      question: z.string(),
      answer: z.string(),
      mode: z.enum(ASSISTANT_ANSWER_MODES),
      notice: z.enum(ASSISTANT_NOTICES).nullable(),
      citations: z.array(citationSchema),
      followUps: z.array(z.string()),
      createdAt: z.string(),
    }),
  ),
});
