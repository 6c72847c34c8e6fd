import { Group, Pagination, Text } from '@mantine/core';

const CONTROL_LABELS = { first: '第一頁', previous: '上一頁', next: '下一頁', last: '最後一頁' } as const;

export interface TableFooterProps {
  /** How many rows pass the search and filters. Required, no default. */
  matchCount: number;
  /** The unit counted, e.g. 門課程. Required, no default. */
  unit: string;
  /** The page shown, from 1. Required, no default. */
  page: number;
  /** How many pages there are (at least 1). Required, no default. */
  totalPages: number;
  /** Called with the page the user picks. Required, no default. */
  onPageChange: (page: number) => void;
}

/** The match count and the page controls under an admin table; every control is named for screen readers. */
export function TableFooter({ matchCount, unit, page, totalPages, onPageChange }: TableFooterProps) {
  return (
    <Group justify="space-between" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite">
        共 {matchCount} {unit}
      </Text>
      <Pagination
        total={totalPages}
        value={page}
        onChange={onPageChange}
        size="sm"
        aria-label="分頁"
        getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
        getItemProps={(item) => ({ 'aria-label': `第 ${item} 頁` })}
      />
    </Group>
  );
}
