import { z } from 'zod';
import { normaliseMobile } from './phone';
import { specialOrderInput } from './catalogue';

/**
 * A whole special order request as the server accepts it: the contract's specialOrderInput (whose `.shape`
 * the form uses field by field) plus the section 5 rule that the phone is valid for its region, the same
 * libphonenumber-js check as the account forms. The phone comes out in E.164, the region upper-cased.
 * Kept apart from schemas/catalogue so that the list pages do not load the phone metadata.
 */
export const specialOrderRequest = specialOrderInput.transform((v, ctx) => {
  const regionCode = v.regionCode.toUpperCase();
  const phone = normaliseMobile(regionCode, v.phone);
  if (!phone) {
    ctx.addIssue({ code: 'custom', path: ['phone'], message: 'validation.phoneInvalid' });
    return z.NEVER;
  }
  return { ...v, regionCode, phone };
});
/** A checked special order request (phone in E.164). */
export type SpecialOrderRequest = z.infer<typeof specialOrderRequest>;
