import { assistantTopicSchema } from '@sme/shared/schemas/assistant';
import type { ConsoleAssistantSuggestionView } from '@sme/shared/schemas/console-assistant';
import { z } from 'zod';

/** Zod mirrors of the console.assistant.* answers, for response schemas and OpenAPI. */

/** One suggested question with its three languages. */
export const consoleSuggestionSchema: z.ZodType<ConsoleAssistantSuggestionView> = z.object({
  id: z.string(),
  topic: assistantTopicSchema,
  questionEn: z.string(),
  questionZhCn: z.string(),
  questionZhTw: z.string(),
  sort: z.number(),
  isActive: z.boolean(),
  updatedAt: z.string(),
});

/** console.assistant.suggestions: every question. */
export const consoleSuggestionListSchema = z.object({ list: z.array(consoleSuggestionSchema) });

/** Answer of a delete: the id that was removed. */
export const deletedSuggestionSchema = z.object({ id: z.string() });
