import { displayName } from '@sme/shared/member-display';
import type { AuditEntryView } from '@sme/shared/schemas/console-audit';
import type { Database } from '../../db/client';
import { membersByIds } from '../../modules/members';
import type { AuditView } from './audit.service';

/** Add the actors' names and emails to a page of entries (one query for the whole page). */
export async function withActorLabels<P extends { list: AuditView[] }>(db: Database, page: P): Promise<Omit<P, 'list'> & { list: AuditEntryView[] }> {
  const actors = await membersByIds(
    db,
    page.list.map((e) => e.actorId),
  );
  const byId = new Map(actors.map((m) => [m.id, m]));
  const list = page.list.map((e) => {
    const actor = byId.get(e.actorId);
    return { ...e, actorName: actor ? displayName(actor) : null, actorEmail: actor?.email ?? actor?.mobile ?? null };
  });
  return { ...page, list };
}
