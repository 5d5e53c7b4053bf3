import { z } from 'zod';

/** Bodies and answers of the routes that confirm payments (provider callbacks, the test provider's hosted page). */

/** pay.test.decide body: the hosted test page's decision, with the token its URL carried. */
export const testDecideInput = z.object({
  paymentId: z.uuid({ error: 'validation.idInvalid' }),
  token: z.string().regex(/^[0-9a-f]{64}$/),
  decision: z.enum(['APPROVE', 'DECLINE', 'CANCEL']),
});

/** A provider callback's answer. */
export const callbackAnswerSchema = z.object({ received: z.boolean() });
