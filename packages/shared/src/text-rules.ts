/**
 * What no text on the platform may hold, checked by every text field (schemas/fields.ts) and by the server's edge
 * check of every parameter (apps/server/src/http/text-guard.ts), so a form and a 400 say the same thing.
 */

/**
 * Control characters: the C0 controls except tab, line feed and carriage return (browsers send a textarea's
 * newlines as CRLF, so CR is ordinary text), DEL and the C1 controls. PostgreSQL refuses NUL in text and jsonb (a
 * 500 before this rule), and the others are invisible wherever the text is shown.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point of this pattern
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * Half of a UTF-16 surrogate pair without its other half: not a character at all. Only a hand-made JSON escape
 * ("\ud800") produces one (a browser's form sends UTF-8, which cannot); PostgreSQL refuses it in jsonb.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The message of a text with control characters; its last part, controlChars, is the rule a 400 names. */
export const CONTROL_CHARS_KEY = 'validation.controlChars';

/** The message of a text with a lone surrogate (rule brokenText). */
export const BROKEN_TEXT_KEY = 'validation.brokenText';

/** Whether a text holds a control character the platform refuses. */
export function hasControlCharacters(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** Whether a text holds half a surrogate pair. */
export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

/** The message key of what is wrong with a text, or undefined when it may be stored. */
export function textProblem(text: string): typeof CONTROL_CHARS_KEY | typeof BROKEN_TEXT_KEY | undefined {
  if (hasControlCharacters(text)) return CONTROL_CHARS_KEY;
  if (hasLoneSurrogate(text)) return BROKEN_TEXT_KEY;
  return undefined;
}
