import { Badge, Stack } from '@mantine/core';
import {
  type AdminAnnouncement,
  type AnnouncementImportance,
  type AnnouncementStatus,
  announcementImportanceSchema,
  announcementStatusSchema,
} from '@pastexam/api-contract';
import type { Labels } from '@pastexam/api-contract/labels';
import { RowActions } from '../admin/admin-table.tsx';
import { type Column, ResponsiveTable } from '../admin/responsive-table.tsx';
import { TableFooter } from '../admin/table-footer.tsx';
import { loadStatus } from '../admin/table-status.tsx';
import { TableToolbar } from '../admin/table-toolbar.tsx';
import { EnumSelect } from '../form/enum-select.tsx';
import { ALL, allLabel, enumOptions, withAllOption } from '../form/options.ts';
import { announcementsMessages } from '../i18n/compiled/announcements.catalogue.ts';
import { formMessages } from '../i18n/compiled/form.catalogue.ts';
import { formatsFor } from '../i18n/format.ts';
import type { Translate } from '../i18n/i18n.ts';
import { useLabels } from '../i18n/labels.ts';
import { useLocale, useT } from '../i18n/locale-provider.tsx';
import type { MessageId } from '../i18n/messages/announcements.zh-TW.ts';
import { ImportanceBadge } from './announcement-parts.tsx';

/** What 公告管理 asks the server for: the search, the two filters (`all` narrows nothing) and the page. */
export type AnnouncementTableQuery = {
  search: string;
  importance: AnnouncementImportance | typeof ALL;
  status: AnnouncementStatus | typeof ALL;
  /** From 1. */
  page: number;
};

export const initialAnnouncementTableQuery: AnnouncementTableQuery = {
  search: '',
  importance: ALL,
  status: ALL,
  page: 1,
};

export interface AnnouncementTableProps {
  /** This page's announcements, newest written first. Required, no default. */
  announcements: readonly AdminAnnouncement[];
  /** How many pass the search and filters, on every page together. Required, no default. */
  total: number;
  /** The search, filters and page shown. Required, no default. */
  query: AnnouncementTableQuery;
  /** Called with the whole query when any part changes; a new search or filter goes back to page 1. Required, no default. */
  onQueryChange: (query: AnnouncementTableQuery) => void;
  /** Rows per page, as asked of the server. Default 10. */
  pageSize?: number;
  /** The page is loading. Required, no default. */
  loading: boolean;
  /** The page could not be loaded; called by 重新載入. Default null (it loaded). */
  onRetry?: (() => void) | null;
  /** Called by 新增公告. Required, no default. */
  onCreate: () => void;
  /** Called with the announcement whose edit button was pressed. Required, no default. */
  onEdit: (announcement: AdminAnnouncement) => void;
  /** Called with the announcement whose delete button was pressed; the caller confirms. Required, no default. */
  onDelete: (announcement: AdminAnnouncement) => void;
}

const statusColors: Record<AnnouncementStatus, string> = {
  shown: 'green',
  scheduled: 'blue',
  ended: 'gray',
  off: 'gray',
};

type Words = { t: Translate<MessageId>; dateTime: (iso: string) => string; labels: Labels };

/** When it is shown: from its start until its end, either side open. */
function windowOf({ t, dateTime }: Words, { starts_at, ends_at }: AdminAnnouncement): string {
  if (!starts_at && !ends_at) return t('announcements.unlimited');
  const from = starts_at ? dateTime(starts_at) : t('announcements.immediately');
  const until = ends_at ? dateTime(ends_at) : t('announcements.unlimited');
  return t('announcements.window', { from, until });
}

const columnsIn = (words: Words): readonly Column<AdminAnnouncement, never>[] => [
  { label: words.t('announcements.title'), cell: (announcement) => announcement.title },
  {
    label: words.t('announcements.importance'),
    cell: (announcement) => <ImportanceBadge importance={announcement.importance} />,
  },
  {
    label: words.t('announcements.status'),
    cell: ({ status }) => (
      <Badge variant="light" color={statusColors[status]}>
        {words.labels.announcementStatus[status]}
      </Badge>
    ),
  },
  { label: words.t('announcements.windowColumn'), cell: (announcement) => windowOf(words, announcement) },
  {
    label: words.t('announcements.updatedAt'),
    cell: (announcement) => words.dateTime(announcement.updated_at),
  },
];

const isFiltered = (query: AnnouncementTableQuery) =>
  query.search.trim() !== '' || query.importance !== ALL || query.status !== ALL;

/** 公告管理 (product §8.10): searched, filtered and paged by the server, newest written first. */
export function AnnouncementTable({
  announcements,
  total,
  query,
  onQueryChange,
  pageSize = 10,
  loading,
  onRetry = null,
  onCreate,
  onEdit,
  onDelete,
}: AnnouncementTableProps) {
  const t = useT(announcementsMessages);
  const form = useT(formMessages);
  const { dateTime } = formatsFor(useLocale());
  const labels = useLabels();
  const columns = columnsIn({ t, dateTime, labels });
  const importanceOptions = withAllOption(
    enumOptions(announcementImportanceSchema.options, labels.announcementImportance),
    allLabel(form),
  );
  const statusOptions = withAllOption(
    enumOptions(announcementStatusSchema.options, labels.announcementStatus),
    t('announcements.allStatuses'),
  );
  const narrow = (changes: Partial<AnnouncementTableQuery>) =>
    onQueryChange({ ...query, ...changes, page: 1 });
  const status =
    loadStatus(loading, onRetry, {
      loading: t('announcements.loading'),
      failed: t('announcements.listLoadFailed'),
    }) ??
    (total > 0 ? null : { text: t(isFiltered(query) ? 'announcements.noMatch' : 'announcements.noneYet') });
  return (
    <Stack gap="sm">
      <TableToolbar
        searchLabel={t('announcements.search')}
        searchPlaceholder={t('announcements.searchPlaceholder')}
        search={query.search}
        onSearchChange={(search) => narrow({ search })}
        filterLabel={t('announcements.importance')}
        filterOptions={importanceOptions}
        filter={query.importance}
        onFilterChange={(importance) => narrow({ importance })}
        sortControl={
          <EnumSelect
            label={t('announcements.status')}
            data={statusOptions}
            value={query.status}
            allowDeselect={false}
            onChange={(status) => narrow({ status: status ?? ALL })}
            style={{ flex: '0 1 160px' }}
          />
        }
        createLabel={t('announcements.create')}
        onCreate={onCreate}
      />
      <ResponsiveTable
        columns={columns}
        rows={announcements}
        rowKey={(announcement) => announcement.id}
        actions={(announcement) => (
          <RowActions
            name={announcement.title}
            onEdit={() => onEdit(announcement)}
            onDelete={() => onDelete(announcement)}
          />
        )}
        status={status}
        minWidth={860}
        label={t('announcements.list')}
      />
      <TableFooter
        matchCount={total}
        countText={(count) => t('announcements.count', { count })}
        page={query.page}
        totalPages={Math.max(1, Math.ceil(total / pageSize))}
        onPageChange={(page) => onQueryChange({ ...query, page })}
      />
    </Stack>
  );
}
