/**
 * After a reviewer asks for more information, the applicant may change only what was reopened. These functions find
 * what a save changed, at the granularity reviewers reopen: `<section>.<field>` for a section's field, the section
 * name for a list (officers), so the server can refuse anything else.
 */

/** Keys sorted at every level: answers read back from PostgreSQL's jsonb come in its key order, not the order typed. */
const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((key) => [key, canonical(record[key])]),
  );
};

const same = (a: unknown, b: unknown): boolean => JSON.stringify(canonical(a ?? null)) === JSON.stringify(canonical(b ?? null));

/** What changedPaths needs of a kind (APPLICATION_FORMS[kind]). */
export interface ReopenLayout {
  layout: Readonly<Record<string, readonly string[] | null>>;
  derived: Readonly<Record<string, string>>;
}

/**
 * The reopenable paths whose values differ between two versions of the answers. A derived section (the officer
 * counts, computed from the officers list) counts as a change of the section it follows.
 */
export function changedPaths(before: Record<string, unknown>, after: Record<string, unknown>, form: ReopenLayout): string[] {
  const changed: string[] = [];
  for (const [section, keys] of Object.entries(form.layout)) {
    const a = before[section];
    const b = after[section];
    const source = form.derived[section];
    if (source) {
      if (!same(a, b) && !changed.includes(source)) changed.push(source);
      continue;
    }
    if (keys === null) {
      if (!same(a, b)) changed.push(section);
      continue;
    }
    const ao = (a ?? {}) as Record<string, unknown>;
    const bo = (b ?? {}) as Record<string, unknown>;
    for (const key of keys) if (!same(ao[key], bo[key])) changed.push(`${section}.${key}`);
  }
  return changed;
}

/** The changed paths that were not reopened (empty: the save is allowed). */
export function changesOutsideReopened(changed: readonly string[], reopened: readonly string[]): string[] {
  const open = new Set(reopened);
  return changed.filter((path) => !open.has(path) && !open.has(path.split('.')[0] ?? ''));
}
