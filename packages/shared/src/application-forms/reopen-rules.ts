/**
 * After a reviewer asks for more information, the applicant may change only what was reopened. These functions find
 * what a save changed, at the granularity reviewers reopen: `<section>.<field>` for a section's field, the section
 * name for a list (officers), so the server can refuse anything else.
 */

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The reopenable paths whose values differ between two versions of the answers. */
export function changedPaths(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  layout: Readonly<Record<string, readonly string[] | null>>,
): string[] {
  const changed: string[] = [];
  for (const [section, keys] of Object.entries(layout)) {
    const a = before[section];
    const b = after[section];
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
