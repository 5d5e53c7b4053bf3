import type { TFunction } from 'i18next';

/** The prefix of a reopenable path naming an upload slot (reopenablePaths: `document:<SLOT>`). */
const DOCUMENT_PREFIX = 'document:';

/**
 * The consoleReview key labelling a reopenable path: `document:<SLOT>` → the slot, `<section>.<field>` → the field,
 * a bare section (a list reopened as a whole) → the section.
 */
export function pathLabelKey(path: string): string {
  if (path.startsWith(DOCUMENT_PREFIX)) return `slot.${path.slice(DOCUMENT_PREFIX.length)}`;
  const [section, field] = path.split('.', 2);
  return field ? `field.${section}.${field}` : `section.${section}`;
}

/** The label of a reopenable path (history, reopen choices); an unknown path shows as itself. */
export const pathLabel = (t: TFunction, path: string): string => t(pathLabelKey(path), { defaultValue: path });

/** The label of an upload slot code. */
export const slotLabel = (t: TFunction, slot: string): string => t(`slot.${slot}`, { defaultValue: slot });

/** The path that reopens an upload slot. */
export const documentPath = (slot: string): string => `${DOCUMENT_PREFIX}${slot}`;
