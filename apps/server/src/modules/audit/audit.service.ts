import type { Database } from '../../db/client';
import { auditLog } from './audit.tables';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** One back-office action as the audit log keeps it. */
export interface AuditEntry {
  actorId: string;
  actorRoles: readonly string[];
  /** The operationId of the action, e.g. console.order.ship. */
  action: string;
  targetType: string;
  targetId: string | null;
  merchantId: string | null;
  detail?: Record<string, unknown>;
  ip?: string | null;
}

/** Append an entry; pass the transaction of the change so the entry exists exactly when the change does. */
export async function recordAudit(db: Database | Tx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, actorRoles: [...entry.actorRoles], detail: entry.detail ?? {}, ip: entry.ip ?? null });
}
