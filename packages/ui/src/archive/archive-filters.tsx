import { Button, Group, Select, Switch, Text } from '@mantine/core';
import { type ArchiveType, archiveTypes } from '@pastexam/api-contract';
import { archiveTypeLabels } from '@pastexam/api-contract/labels';
import { type ArchiveFilter, emptyArchiveFilter, isFilterActive } from './archive-filter.ts';

export interface ArchiveFiltersProps {
  /** The filter now applied. Required, no default. */
  value: ArchiveFilter;
  /** Called with the whole new filter on any change. Required, no default. */
  onChange: (value: ArchiveFilter) => void;
  /** The choices offered (see `filterOptions`). Required, no default. */
  options: { years: number[]; professors: string[]; types: ArchiveType[] };
  /** How many archives the filter lets through. Required, no default. */
  shown: number;
  /** How many archives the course has. Required, no default. */
  total: number;
}

function toType(value: string | null): ArchiveType | null {
  return archiveTypes.find((type) => type === value) ?? null;
}

/** Year, professor, type and has-answers filters above the list, with the count of shown vs total. */
export function ArchiveFilters({ value, onChange, options, shown, total }: ArchiveFiltersProps) {
  const active = isFilterActive(value);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label="學年度"
        placeholder="全部學年度"
        w={140}
        clearable
        data={options.years.map((year) => ({ value: String(year), label: `${year} 學年度` }))}
        value={value.year === null ? null : String(value.year)}
        onChange={(year) => onChange({ ...value, year: year === null ? null : Number(year) })}
      />
      <Select
        label="教授"
        placeholder="全部教授"
        w={160}
        clearable
        searchable
        nothingFoundMessage="沒有這位教授"
        data={options.professors}
        value={value.professor}
        onChange={(professor) => onChange({ ...value, professor })}
      />
      <Select
        label="類型"
        placeholder="全部類型"
        w={130}
        clearable
        data={options.types.map((type) => ({ value: type, label: archiveTypeLabels[type] }))}
        value={value.type}
        onChange={(type) => onChange({ ...value, type: toType(type) })}
      />
      <Switch
        label="只看附解答"
        checked={value.answersOnly}
        onChange={(event) => onChange({ ...value, answersOnly: event.currentTarget.checked })}
        mb={8}
      />
      <Group gap="xs" ml="auto" mb={4}>
        <Text size="sm" c="dimmed" aria-live="polite">
          顯示 {shown} / {total} 份
        </Text>
        {active && (
          <Button variant="subtle" size="xs" onClick={() => onChange(emptyArchiveFilter)}>
            清除篩選
          </Button>
        )}
      </Group>
    </Group>
  );
}
