import { z } from 'zod';

/** Server-only answers of the routes that confirm payments (the pay.test.decide body is shared: payTestDecideInput). */

/** A provider callback's answer. */
export const callbackAnswerSchema = z.object({ received: z.boolean() });
