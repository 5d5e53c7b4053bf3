/**
 * Spec section 8: a missing meta is an error toast, "except for json, code, export and file-stream URLs",
 * which answer raw data (static JSON, captcha images, spreadsheets, file streams) rather than the envelope.
 */
const META_OPTIONAL = [/\.json(?:$|\?)/i, /\/json(?:\/|$|\?)/i, /\/code\/(?:getCode|genValidateCode)(?:$|\?)/i, /export/i, /file-?stream/i];

/** True when an answer without meta is normal for this URL. */
export function isMetaOptional(url: string): boolean {
  return META_OPTIONAL.some((re) => re.test(url));
}
