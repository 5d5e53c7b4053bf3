import type { AuditEntryView } from '@sme/shared/schemas/console-audit';
import { type SQL, and, count, desc, eq, gte, like, lt } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { auditLog } from './audit.tables';

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
  /** When it happened; the database's clock when absent (the caller's `now` where the change has one). */
  at?: Date;
}

/** Append an entry; pass the transaction of the change so the entry exists exactly when the change does. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, actorRoles: [...entry.actorRoles], detail: entry.detail ?? {}, ip: entry.ip ?? null });
}

/** Filters of the audit browser; all optional, combined with AND. */
export interface AuditQuery {
  actorId?: string | undefined;
  /** An exact action, or a prefix ending in a dot (console.order. = every order action). */
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  from?: Date | undefined;
  /** Exclusive upper bound. */
  to?: Date | undefined;
  page: number;
  size: number;
}

/** One audit entry as the log keeps it; the console's view adds the actor's labels (audit-actors.ts). */
export type AuditView = Omit<AuditEntryView, 'actorName' | 'actorEmail'>;

/** A page of audit entries, newest first. */
export async function listAudit(db: Database, q: AuditQuery): Promise<{ list: AuditView[]; total: number; page: number; size: number }> {
  const conditions: SQL[] = [];
  if (q.actorId) conditions.push(eq(auditLog.actorId, q.actorId));
  if (q.action)
    conditions.push(q.action.endsWith('.') ? like(auditLog.action, `${q.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : eq(auditLog.action, q.action));
  if (q.targetType) conditions.push(eq(auditLog.targetType, q.targetType));
  if (q.targetId) conditions.push(eq(auditLog.targetId, q.targetId));
  if (q.from) conditions.push(gte(auditLog.at, q.from));
  if (q.to) conditions.push(lt(auditLog.at, q.to));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  const list = rows.map((r) => ({ ...r, at: r.at.toISOString() }));
  return { list, total: counted?.n ?? 0, page: q.page, size: q.size };
}

/** How many times an actor did an action since a moment (e.g. failed second-factor codes, which the limit counts). */
export async function countActorActions(db: Db, q: { actorId: string; action: string; since: Date }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.actorId, q.actorId), eq(auditLog.action, q.action), gte(auditLog.at, q.since)));
  return row?.n ?? 0;
}
