import { Group, Pagination, Text } from '@mantine/core';
import { useAdminWords } from './use-admin-words.ts';

const CONTROL_LABELS = {
  first: 'admin.pageFirst',
  previous: 'admin.pagePrevious',
  next: 'admin.pageNext',
  last: 'admin.pageLast',
} as const;

export interface TableFooterProps {
  /** How many rows pass the search and filters. Required, no default. */
  matchCount: number;
  /**
   * How `matchCount` rows are said, a plural-aware message of the table's own (`共 12 門課程`, `12 courses`, `1 course`).
   * Required, no default.
   */
  countText: (count: number) => string;
  /** The page shown, from 1. Required, no default. */
  page: number;
  /** How many pages there are (at least 1). Required, no default. */
  totalPages: number;
  /** Called with the page the user picks. Required, no default. */
  onPageChange: (page: number) => void;
}

/** The match count and the page controls under an admin table; every control is named for screen readers. */
export function TableFooter({ matchCount, countText, page, totalPages, onPageChange }: TableFooterProps) {
  const t = useAdminWords();
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        {countText(matchCount)}
      </Text>
      <Pagination
        total={totalPages}
        value={page}
        onChange={onPageChange}
        size="sm"
        aria-label={t('admin.pagination')}
        getControlProps={(control) => ({ 'aria-label': t(CONTROL_LABELS[control]) })}
        getItemProps={(item) => ({ 'aria-label': t('admin.page', { page: item }) })}
      />
    </Group>
  );
}
