export { type AuditFilter, auditFilterProblem, emptyAuditFilter } from './audit-filters.tsx';
export { AuditLog, type AuditLogProps } from './audit-log.tsx';
