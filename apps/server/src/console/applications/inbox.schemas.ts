import type { ConsoleContactRow, ConsoleFeedbackRow, ConsoleInboxPage } from '@sme/shared/schemas/console-inbox';
import { z } from 'zod';

/** Zod mirrors of the console.feedback.* and console.contact.* answers, for response schemas and OpenAPI; typed against the contract so drift fails the typecheck. */

const text = z.string().nullable();

/** One feedback entry (console.feedback.detail answer). */
export const consoleFeedbackSchema: z.ZodType<ConsoleFeedbackRow> = z.object({
  id: z.string(),
  category: z.string(),
  content: z.string(),
  name: text,
  email: text,
  memberId: text,
  locale: z.string(),
  createdAt: z.string(),
});

/** One contact-us message (console.contact.detail answer). */
export const consoleContactSchema: z.ZodType<ConsoleContactRow> = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: text,
  company: text,
  subject: text,
  message: z.string(),
  memberId: text,
  locale: z.string(),
  createdAt: z.string(),
});

const pageOf = <T>(row: z.ZodType<T>): z.ZodType<ConsoleInboxPage<T>> =>
  z.object({ list: z.array(row), total: z.number(), page: z.number(), size: z.number() });

/** console.feedback.list answer. */
export const consoleFeedbackListSchema = pageOf(consoleFeedbackSchema);
/** console.contact.list answer. */
export const consoleContactListSchema = pageOf(consoleContactSchema);
