import { Button, Group, Select, Switch, Text } from '@mantine/core';
import { type ArchiveType, archiveTypes } from '@pastexam/api-contract';
import { archiveTypeLabels } from '@pastexam/api-contract/labels';
import { memo, useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import {
  type ArchiveFilter,
  type CoverageFilter,
  coverageFilterLabels,
  coverageFilters,
  emptyArchiveFilter,
  isFilterActive,
} from './archive-filter.ts';

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

/** Changes some fields of the filter; the same function for the life of the filters. */
type Update = (change: Partial<ArchiveFilter>) => void;

function toType(value: string | null): ArchiveType | null {
  return archiveTypes.find((type) => type === value) ?? null;
}

// Each control is drawn again only when its own value or choices change: a Select keeps its options mounted
// (hidden) with their scroll area and positioning, so a switch flipped beside them should not redraw all three.

const YearSelect = memo(function YearSelect(props: { year: number | null; years: number[]; update: Update }) {
  const { year, years, update } = props;
  const data = useMemo(() => years.map((y) => ({ value: String(y), label: `${y} 學年度` })), [years]);
  return (
    <Select
      label="學年度"
      placeholder="全部學年度"
      w={140}
      clearable
      data={data}
      value={year === null ? null : String(year)}
      onChange={(next) => update({ year: next === null ? null : Number(next) })}
    />
  );
});

const ProfessorSelect = memo(function ProfessorSelect(props: {
  professor: string | null;
  professors: string[];
  update: Update;
}) {
  const { professor, professors, update } = props;
  return (
    <Select
      label="教授"
      placeholder="全部教授"
      w={160}
      clearable
      searchable
      nothingFoundMessage="沒有這位教授"
      data={professors}
      value={professor}
      onChange={(next) => update({ professor: next })}
    />
  );
});

const TypeSelect = memo(function TypeSelect(props: {
  type: ArchiveType | null;
  types: ArchiveType[];
  update: Update;
}) {
  const { type, types, update } = props;
  const data = useMemo(() => types.map((t) => ({ value: t, label: archiveTypeLabels[t] })), [types]);
  return (
    <Select
      label="類型"
      placeholder="全部類型"
      w={130}
      clearable
      data={data}
      value={type}
      onChange={(next) => update({ type: toType(next) })}
    />
  );
});

const coverageData = coverageFilters.map((value) => ({ value, label: coverageFilterLabels[value] }));

const CoverageSelect = memo(function CoverageSelect(props: {
  coverage: CoverageFilter | null;
  update: Update;
}) {
  const { coverage, update } = props;
  return (
    <Select
      label="題目解答"
      placeholder="全部"
      w={120}
      clearable
      data={coverageData}
      value={coverage}
      onChange={(next) => update({ coverage: coverageFilters.find((value) => value === next) ?? null })}
    />
  );
});

/** Year, professor, type, 有解答 / 待解答 and has-answers filters above the list, with the count of shown vs total. */
export function ArchiveFilters({ value, onChange, options, shown, total }: ArchiveFiltersProps) {
  const active = isFilterActive(value);
  // The controls keep one `update`, which applies a change to the filter and handler of the latest render.
  const latest = useRef({ value, onChange });
  useLayoutEffect(() => {
    latest.current = { value, onChange };
  });
  const update = useCallback<Update>(
    (change) => latest.current.onChange({ ...latest.current.value, ...change }),
    [],
  );
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <YearSelect year={value.year} years={options.years} update={update} />
      <ProfessorSelect professor={value.professor} professors={options.professors} update={update} />
      <TypeSelect type={value.type} types={options.types} update={update} />
      <CoverageSelect coverage={value.coverage} update={update} />
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
        {/* With nothing left to show, the empty state below offers the one 清除篩選. */}
        {active && shown > 0 && (
          <Button variant="subtle" size="xs" onClick={() => onChange(emptyArchiveFilter)}>
            清除篩選
          </Button>
        )}
      </Group>
    </Group>
  );
}
