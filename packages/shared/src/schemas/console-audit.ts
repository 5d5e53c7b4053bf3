import { z } from 'zod';
import { pageQuery } from './catalogue';
import type { ListQueryInput } from './fields';

/** Back-office audit log (admins only): the contract of console.audit.list. */

const optionalText = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((v) => v || undefined);
const optionalInstant = z.iso
  .datetime({ offset: true, error: 'validation.dateInvalid' })
  .optional()
  .transform((v) => (v ? new Date(v) : undefined));

/** console.audit.list query: actor, action (exact, or a prefix ending in "."), target, time [from, to) as ISO instants, one page. */
export const consoleAuditListQuery = z.object({
  actorId: z.uuid({ error: 'validation.idInvalid' }).optional(),
  action: optionalText,
  targetType: optionalText,
  targetId: optionalText,
  from: optionalInstant,
  /** Exclusive. */
  to: optionalInstant,
  ...pageQuery,
});
/** The audit filters as the server reads them (instants as Dates). */
export type ConsoleAuditListQuery = z.output<typeof consoleAuditListQuery>;
/** The audit filters as the console sends them (instants as ISO strings). */
export type ConsoleAuditListParams = ListQueryInput<typeof consoleAuditListQuery>;

/** One audit log entry: who did what to which target, with the action's details. */
export interface AuditEntryView {
  id: string;
  actorId: string;
  actorRoles: string[];
  /** The actor's display name and email (or mobile), resolved when the page is read; null when the member no longer exists. */
  actorName: string | null;
  actorEmail: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  merchantId: string | null;
  detail: Record<string, unknown>;
  ip: string | null;
  at: string;
}

/** console.audit.list answer: entries newest first. */
export interface AuditPageView {
  list: AuditEntryView[];
  total: number;
  page: number;
  size: number;
}
