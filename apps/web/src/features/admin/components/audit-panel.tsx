import { useDebouncedValue } from '@mantine/hooks';
import { AuditLog, emptyAuditFilter, isAuditFilterAskable } from '@pastexam/ui/audit';
import { useT } from '@pastexam/ui/i18n';
import { adminMessages } from '@pastexam/ui/messages/admin';
import { auditMessages } from '@pastexam/ui/messages/audit';
import { toast } from '@pastexam/ui/toast';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useServices } from '../../../lib/services.tsx';
import { useQueryFailure } from '../../../lib/use-query-failure.ts';
import { adminAuditQuery, auditQueryOf } from '../api/admin-audit.ts';

/** How long the filters rest before the log is asked again: typing a name asks once, not per letter. */
const FILTER_PAUSE_MS = 300;

/** 操作紀錄: the audit log, filtered and paged by the server (product §8.8). */
export function AuditPanel() {
  const t = useT(adminMessages);
  const audit = useT(auditMessages);
  const { api } = useServices();
  const [filter, setFilter] = useState(emptyAuditFilter);
  const [settled] = useDebouncedValue(filter, FILTER_PAUSE_MS);
  const askable = isAuditFilterAskable(settled);
  const log = useInfiniteQuery({ ...adminAuditQuery(api, auditQueryOf(settled)), enabled: askable });
  useQueryFailure(log, () => toast.error(t('admin.loadFailed'), audit('audit.loadFailed')));

  return (
    <AuditLog
      entries={askable ? (log.data?.pages.flatMap((page) => page.items) ?? []) : []}
      filter={filter}
      onFilterChange={setFilter}
      loading={askable && log.isPending}
      onRetry={log.isError && !log.data ? () => void log.refetch() : null}
      hasMore={log.hasNextPage}
      loadingMore={log.isFetchingNextPage}
      onLoadMore={() => void log.fetchNextPage()}
    />
  );
}
