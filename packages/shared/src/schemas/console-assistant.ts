import { z } from 'zod';
import { type AssistantTopic, assistantTopicSchema } from './assistant';
import { requiredText } from './fields';

/** A suggested question as the back office edits it: all three languages. */
export interface ConsoleAssistantSuggestionView {
  id: string;
  topic: AssistantTopic;
  questionEn: string;
  questionZhCn: string;
  questionZhTw: string;
  sort: number;
  isActive: boolean;
  updatedAt: string;
}

/** console.assistant.saveSuggestion: create (no id) or update one suggested question. */
export const consoleAssistantSuggestionInput = z.object({
  id: z.uuid().optional(),
  topic: assistantTopicSchema,
  questionEn: requiredText(200),
  questionZhCn: requiredText(200),
  questionZhTw: requiredText(200),
  sort: z.number().int().min(0).max(9999).default(0),
  isActive: z.boolean().default(true),
});
export type ConsoleAssistantSuggestionInput = z.input<typeof consoleAssistantSuggestionInput>;

export const consoleAssistantSuggestionIdInput = z.object({ id: z.uuid() });
