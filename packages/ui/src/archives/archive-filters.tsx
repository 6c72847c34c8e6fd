import { Button, Group, Select, Switch, Text } from '@mantine/core';
import { type ArchiveType, archiveTypes } from '@pastexam/api-contract';
import { memo, useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { archivesMessages } from '../i18n/compiled/archives.catalogue.ts';
import { formatsFor } from '../i18n/format.ts';
import { useLabels } from '../i18n/labels.ts';
import { useLocale, useT } from '../i18n/locale-provider.tsx';
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
  const t = useT(archivesMessages);
  const locale = useLocale();
  const data = useMemo(() => {
    const formats = formatsFor(locale);
    return years.map((y) => ({ value: String(y), label: formats.academicYear(y) }));
  }, [years, locale]);
  return (
    <Select
      label={t('archives.yearLabel')}
      placeholder={t('archives.allYears')}
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
  const t = useT(archivesMessages);
  return (
    <Select
      label={t('archives.professorLabel')}
      placeholder={t('archives.allProfessors')}
      w={160}
      clearable
      searchable
      nothingFoundMessage={t('archives.noProfessor')}
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
  const t = useT(archivesMessages);
  const labels = useLabels();
  const data = useMemo(
    () => types.map((value) => ({ value, label: labels.archiveType[value] })),
    [types, labels],
  );
  return (
    <Select
      label={t('archives.typeLabel')}
      placeholder={t('archives.allTypes')}
      w={130}
      clearable
      data={data}
      value={type}
      onChange={(next) => update({ type: toType(next) })}
    />
  );
});

const CoverageSelect = memo(function CoverageSelect(props: {
  coverage: CoverageFilter | null;
  update: Update;
}) {
  const { coverage, update } = props;
  const t = useT(archivesMessages);
  const coverageData = useMemo(
    () => coverageFilters.map((value) => ({ value, label: t(coverageFilterLabels[value]) })),
    [t],
  );
  return (
    <Select
      label={t('archives.coverageLabel')}
      placeholder={t('archives.all')}
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
  const t = useT(archivesMessages);
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
        label={t('archives.answersOnly')}
        checked={value.answersOnly}
        onChange={(event) => onChange({ ...value, answersOnly: event.currentTarget.checked })}
        mb={8}
      />
      <Group gap="xs" ml="auto" mb={4}>
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('archives.shownOfTotal', { shown, total })}
        </Text>
        {/* With nothing left to show, the empty state below offers the one 清除篩選. */}
        {active && shown > 0 && (
          <Button variant="subtle" size="xs" onClick={() => onChange(emptyArchiveFilter)}>
            {t('archives.clearFilters')}
          </Button>
        )}
      </Group>
    </Group>
  );
}
