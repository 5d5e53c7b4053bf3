import { z } from 'zod';
import { captchaFields, emailField, optionalPhone, optionalText, requiredText } from './fields';

/** Contact-us form (connect submit). */
export const connectSubmitSchema = z.object({
  name: requiredText(100),
  email: emailField,
  phone: optionalPhone,
  company: optionalText(200),
  subject: optionalText(200),
  message: requiredText(2000),
  ...captchaFields,
});
export type ConnectSubmitInput = z.input<typeof connectSubmitSchema>;

export const FEEDBACK_CATEGORIES = ['SUGGESTION', 'PROBLEM', 'COMPLIMENT', 'OTHER'] as const;

/** Feedback form (feedback save). */
export const feedbackSaveSchema = z.object({
  category: z.enum(FEEDBACK_CATEGORIES),
  content: requiredText(2000),
  name: optionalText(100),
  email: emailField.optional().or(z.literal('').transform(() => undefined)),
  ...captchaFields,
});
export type FeedbackSaveInput = z.input<typeof feedbackSaveSchema>;
