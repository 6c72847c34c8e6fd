export {
  type AuditFilter,
  auditFilterDays,
  auditFilterProblems,
  emptyAuditFilter,
  isAuditFilterAskable,
} from './audit-filters.tsx';
export { AuditLog, type AuditLogProps } from './audit-log.tsx';
