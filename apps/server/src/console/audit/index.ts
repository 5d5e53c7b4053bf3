/** The public face of console/audit: all that code outside this folder may import from it. */
export { auditRoutes } from './audit.routes';
export { countActorActions, recordAudit } from './audit.service';
export type { AuditEntry } from './audit.service';
