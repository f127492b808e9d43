/** The admin module's face: its rows as the GraphQL types show them, and the audit log a higher module records in. */
export type { AuditLog } from './audit';
export { recordAudit } from './audit';
