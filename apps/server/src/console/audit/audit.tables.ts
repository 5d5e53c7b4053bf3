import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The audit log: every state-changing back-office action, who did it, to what, with what. Written in the
 * same transaction as the change where the change is transactional; only ever inserted, never updated.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    actorId: uuid().notNull(),
    actorRoles: text().array().notNull(),
    /** Dotted action name, e.g. console.order.ship. */
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: text(),
    /** The merchant the target belongs to (lets a merchant's admin view be filtered); null = platform. */
    merchantId: uuid(),
    detail: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    ip: text(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc()),
    index('audit_log_actor_idx').on(t.actorId, t.at.desc()),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);
