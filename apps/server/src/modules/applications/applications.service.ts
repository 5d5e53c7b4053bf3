import { Codes } from '@sme/shared/codes';
import type { Locale } from '@sme/shared/constants';
import type { connectSubmitSchema, feedbackSaveSchema } from '@sme/shared/schemas/applications';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { verifyCaptcha } from '../system';
import { contactMessages, feedback } from './applications.tables';

/** Who sent a form. */
export interface SenderContext {
  memberId: string | undefined;
  locale: Locale;
}

async function requireCaptcha(db: Database, key: string, code: string): Promise<void> {
  if (!(await verifyCaptcha(db, key, code))) throw new AppError(Codes.CAPTCHA_INVALID);
}

/** Save a contact-us message after its captcha is verified (and consumed). */
export async function submitContact(db: Database, input: z.output<typeof connectSubmitSchema>, sender: SenderContext): Promise<{ id: string }> {
  await requireCaptcha(db, input.captchaKey, input.captchaCode);
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email.toLowerCase(),
      phone: input.phone ?? null,
      company: input.company ?? null,
      subject: input.subject ?? null,
      message: input.message,
      memberId: sender.memberId ?? null,
      locale: sender.locale,
    })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('contact insert returned nothing');
  return row;
}

/** Save feedback after its captcha is verified (and consumed). */
export async function saveFeedback(db: Database, input: z.output<typeof feedbackSaveSchema>, sender: SenderContext): Promise<{ id: string }> {
  await requireCaptcha(db, input.captchaKey, input.captchaCode);
  const [row] = await db
    .insert(feedback)
    .values({
      category: input.category,
      content: input.content,
      name: input.name ?? null,
      email: input.email?.toLowerCase() ?? null,
      memberId: sender.memberId ?? null,
      locale: sender.locale,
    })
    .returning({ id: feedback.id });
  if (!row) throw new Error('feedback insert returned nothing');
  return row;
}
