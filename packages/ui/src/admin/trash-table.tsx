import { ActionIcon, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import type { TrashedArchive } from '@pastexam/api-contract';
import type { Labels } from '@pastexam/api-contract/labels';
import { IconRestore, IconTrashX } from '@tabler/icons-react';
import { useMemo } from 'react';
import { ALL, withAllOption } from '../form/options.ts';
import { adminMessages } from '../i18n/compiled/admin.catalogue.ts';
import { type Formats, formatsFor } from '../i18n/format.ts';
import type { Translate } from '../i18n/i18n.ts';
import { useLabels } from '../i18n/labels.ts';
import { useLocale, useT } from '../i18n/locale-provider.tsx';
import type { MessageId } from '../i18n/messages/admin.zh-TW.ts';
import { AdminTable, type AdminTableFrameProps, type AdminTableSpec } from './admin-table.tsx';
import type { Column } from './responsive-table.tsx';
import { runningRowButton } from './row-busy.ts';
import { zhCollator } from './table-view.ts';

export interface TrashTableProps extends AdminTableFrameProps {
  /** Every archive in the trash, as GET /archives/admin/trash returns them. Required, no default. */
  archives: readonly TrashedArchive[];
  /** Called with the archive whose 還原 was pressed. Required, no default. */
  onRestore: (archive: TrashedArchive) => void;
  /** Called with the archive whose 永久刪除 was pressed; the caller confirms. Required, no default. */
  onPurge: (archive: TrashedArchive) => void;
  /** The archive whose restore or purge is running: its buttons wait. Default null. */
  busyId?: number | null;
}

const filterOptionsFor = (t: Translate<MessageId>) =>
  withAllOption(
    [
      { value: 'archive', label: t('admin.trashDeletedAlone') },
      { value: 'course', label: t('admin.trashDeletedWithCourse') },
    ],
    t('admin.all'),
  );
type TrashFilter = ReturnType<typeof filterOptionsFor>[number]['value'];

const comparators = {
  course: (a: TrashedArchive, b: TrashedArchive) =>
    zhCollator.compare(a.course_name, b.course_name) || zhCollator.compare(a.name, b.name),
  name: (a: TrashedArchive, b: TrashedArchive) => zhCollator.compare(a.name, b.name),
  year: (a: TrashedArchive, b: TrashedArchive) => a.academic_year - b.academic_year,
  deleted: (a: TrashedArchive, b: TrashedArchive) => Date.parse(a.deleted_at) - Date.parse(b.deleted_at),
};

/** By course, name or professor, within the chosen way of deletion. */
const matches = (item: TrashedArchive, search: string, filter: TrashFilter) =>
  (filter === ALL || item.course_deleted === (filter === 'course')) &&
  [item.course_name, item.name, item.professor].some((text) => text.toLowerCase().includes(search));

type SortKey = keyof typeof comparators;

const columnsFor = (
  t: Translate<MessageId>,
  labels: Labels,
  dateTime: Formats['dateTime'],
): readonly Column<TrashedArchive, SortKey>[] => [
  {
    label: t('admin.course'),
    sortKey: 'course',
    cell: (item) => (
      <Stack gap={2}>
        <Text size="sm">{item.course_name}</Text>
        <Group gap={4}>
          <Text size="xs" c="dimmed">
            {labels.courseCategory[item.course_category]}
          </Text>
          {item.course_deleted && (
            <Badge size="xs" color="gray" variant="light">
              {t('admin.courseDeleted')}
            </Badge>
          )}
        </Group>
      </Stack>
    ),
  },
  // The archive heads its card: the buttons are named for it.
  { label: t('admin.name'), sortKey: 'name', title: true, cell: (item) => item.name },
  { label: t('admin.academicYear'), sortKey: 'year', cell: (item) => item.academic_year },
  { label: t('admin.archiveType'), cell: (item) => labels.archiveType[item.archive_type] },
  { label: t('admin.professor'), cell: (item) => item.professor },
  {
    label: t('admin.deletedAt'),
    sortKey: 'deleted',
    cell: (item) => (
      <Stack gap={2}>
        <Text size="sm">
          {dateTime(item.deleted_at)}
          {item.deleted_by ? `・${item.deleted_by}` : ''}
        </Text>
        <Text size="xs" c="dimmed">
          {t('admin.purgeAt', { time: dateTime(item.purge_at) })}
        </Text>
      </Stack>
    ),
  },
];

const trashTable = (
  t: Translate<MessageId>,
  labels: Labels,
  dateTime: Formats['dateTime'],
): AdminTableSpec<TrashedArchive, SortKey, TrashFilter> => ({
  columns: columnsFor(t, labels, dateTime),
  rowKey: (item) => item.id,
  filterOptions: filterOptionsFor(t),
  initialFilter: ALL,
  matches,
  comparators,
  initialSort: { key: 'deleted', direction: 'desc' },
  minWidth: 860,
  labels: {
    search: t('admin.trashSearch'),
    searchPlaceholder: t('admin.trashSearchPlaceholder'),
    filter: t('admin.trashFilter'),
    list: t('admin.trashList'),
    count: (count) => t('admin.trashCount', { count }),
  },
  messages: {
    loading: t('admin.trashLoading'),
    empty: t('admin.trashEmpty'),
    noMatch: t('admin.trashNoMatch'),
    failed: t('admin.trashFailed'),
  },
});

/**
 * What 還原 does when the course is deleted too. Whether a course of that name is active again is known only
 * when the restore runs, so the hint names both outcomes and the toast afterwards says which one it was.
 */
/** The admin's 垃圾桶: deleted archives with when and by whom, to restore or purge for good. */
export function TrashTable({ archives, onRestore, onPurge, busyId = null, ...frame }: TrashTableProps) {
  const t = useT(adminMessages);
  const labels = useLabels();
  const { dateTime } = formatsFor(useLocale());
  const spec = useMemo(() => trashTable(t, labels, dateTime), [t, labels, dateTime]);
  return (
    <AdminTable
      spec={spec}
      rows={archives}
      {...frame}
      actions={(item) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip
            label={t(item.course_deleted ? 'admin.restoreWithCourse' : 'admin.restore')}
            multiline
            maw={280}
          >
            <ActionIcon
              variant="subtle"
              aria-label={t('admin.restoreName', { name: item.name })}
              {...runningRowButton(busyId, item.id)}
              onClick={() => onRestore(item)}
            >
              <IconRestore size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('admin.purgeName', { name: item.name })}
            disabled={busyId !== null}
            onClick={() => onPurge(item)}
          >
            <IconTrashX size={18} aria-hidden />
          </ActionIcon>
        </Group>
      )}
    />
  );
}
