import { z } from 'zod';

const uuid = z.uuid();

/** The id of a catalogue item from a URL, or null when it cannot be one (the server would only answer not-found). */
export function catalogueId(raw: string | null): string | null {
  const id = raw?.trim() ?? '';
  return uuid.safeParse(id).success ? id : null;
}
