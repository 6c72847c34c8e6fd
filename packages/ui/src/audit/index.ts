export {
  type AuditFilter,
  auditFilterDays,
  auditFilterProblems,
  emptyAuditFilter,
} from './audit-filters.tsx';
export { AuditLog, type AuditLogProps } from './audit-log.tsx';
