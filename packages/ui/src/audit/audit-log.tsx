import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { AuditEntry } from '@pastexam/api-contract';
import { PagedList } from '../admin/paged-list.tsx';
import { loadStatus } from '../admin/table-status.tsx';
import { auditMessages } from '../i18n/compiled/audit.catalogue.ts';
import { formatsFor } from '../i18n/format.ts';
import { useLabels } from '../i18n/labels.ts';
import { useLocale, useT } from '../i18n/locale-provider.tsx';
import { changedFields } from './audit-changes.ts';
import { type AuditFilter, AuditFilters, isFiltered } from './audit-filters.tsx';

export interface AuditLogProps {
  /** The entries loaded so far, newest first. Required, no default. */
  entries: readonly AuditEntry[];
  /** The filters shown above the log. Required, no default. */
  filter: AuditFilter;
  /** Called with the whole new filter on every change. Required, no default. */
  onFilterChange: (filter: AuditFilter) => void;
  /** The first page is loading. Required, no default. */
  loading: boolean;
  /** Loading failed; called by 重新載入. Default null (it loaded). */
  onRetry?: (() => void) | null;
  /** Older entries exist: 載入更多 shows them. Default false. */
  hasMore?: boolean;
  /** The next page is loading. Default false. */
  loadingMore?: boolean;
  /** Called by 載入更多. Required, no default. */
  onLoadMore: () => void;
}

function Changes({ entry }: { entry: AuditEntry }) {
  const t = useT(auditMessages);
  const labels = useLabels();
  const changes = changedFields(entry.before, entry.after, useLocale());
  if (changes.length === 0) return null;
  const showBefore = entry.before !== null;
  const showAfter = entry.after !== null;
  return (
    <details>
      <summary>
        <Text span size="sm">
          {t('audit.changes', { count: changes.length })}
        </Text>
      </summary>
      <Table
        mt="xs"
        withTableBorder
        striped
        fz="sm"
        aria-label={t('audit.changesOf', { action: labels.auditAction[entry.action] })}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('audit.field')}</Table.Th>
            {showBefore && <Table.Th scope="col">{t('audit.before')}</Table.Th>}
            {showAfter && <Table.Th scope="col">{t('audit.after')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((change) => (
            <Table.Tr key={change.field}>
              <Table.Th scope="row" fw={500}>
                {change.label}
              </Table.Th>
              {showBefore && <Table.Td>{change.before ?? '—'}</Table.Td>}
              {showAfter && <Table.Td>{change.after ?? '—'}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </details>
  );
}

function Entry({ entry }: { entry: AuditEntry }) {
  const t = useT(auditMessages);
  const labels = useLabels();
  const { dateTime } = formatsFor(useLocale());
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600}>{labels.auditAction[entry.action]}</Text>
          <Badge variant="light" size="sm">
            {labels.auditTargetType[entry.target_type]}
          </Badge>
          <Text>{entry.target_name || `#${entry.target_id}`}</Text>
        </Group>
        <Text size="sm" c="dimmed">
          <time dateTime={entry.at}>{dateTime(entry.at)}</time>・{entry.actor_name}
          {entry.actor_id === null && t('audit.actorGone')}
        </Text>
        <Changes entry={entry} />
      </Stack>
    </Paper>
  );
}

/**
 * 操作紀錄: every change an administrator made and every deletion, newest first, with who, when, and the
 * fields the change touched; filters above, 載入更多 below.
 */
export function AuditLog(props: AuditLogProps) {
  const { entries, filter, loading, onRetry = null } = props;
  const t = useT(auditMessages);
  const status =
    loadStatus(loading, onRetry, { loading: t('audit.loading'), failed: t('audit.loadFailed') }) ??
    (entries.length === 0 ? { text: t(isFiltered(filter) ? 'audit.noMatch' : 'audit.none') } : null);
  return (
    <Stack gap="md">
      <AuditFilters filter={filter} onChange={props.onFilterChange} />
      <PagedList label={t('audit.log')} status={status} paging={props}>
        {entries.map((entry) => (
          <Entry key={entry.id} entry={entry} />
        ))}
      </PagedList>
    </Stack>
  );
}
