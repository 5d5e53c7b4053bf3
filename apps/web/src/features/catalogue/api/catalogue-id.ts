/**
 * A UUID as the server's schemas accept it (zod's z.uuid(): RFC 9562 versions 1 to 8, and the nil and max UUIDs).
 * Written out rather than asked of zod, which the product page's first load does without (a test holds the two equal).
 */
const UUID =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/i;

/** The id of a catalogue item from a URL, or null when it cannot be one (the server would only answer not-found). */
export function catalogueId(raw: string | null): string | null {
  const id = raw?.trim() ?? '';
  return UUID.test(id) ? id : null;
}
