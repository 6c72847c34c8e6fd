import { Button, Group, NumberInput, Select, TextInput } from '@mantine/core';
import type { ArchiveType } from '@pastexam/api-contract';
import { useEffect, useState } from 'react';
import { EnumSelect } from '../form/enum-select.tsx';
import { archiveTypeOptions } from '../form/options.ts';
import { searchMessages } from '../i18n/compiled/search.catalogue.ts';
import { useLabels } from '../i18n/labels.ts';
import { useT } from '../i18n/locale-provider.tsx';

/** What a search is narrowed to; an absent field does not narrow. */
export type SearchFilterValue = {
  courseId?: number;
  professor?: string;
  yearFrom?: number;
  yearTo?: number;
  type?: ArchiveType;
  /** A topic of the tree (an area includes its topics). */
  topicId?: number;
};

export type SearchFiltersProps = {
  /** The filters in force. Required. */
  value: SearchFilterValue;
  /** The courses to choose from. Required. */
  courses: readonly { id: number; name: string }[];
  /** The topics to choose from, named as the tree shows them. Default: no 主題 filter. */
  topics?: readonly { id: number; label: string }[];
  /** Called with the whole new filter when one field changes. Required. */
  onChange: (next: SearchFilterValue) => void;
};

/** A field set to `value`, or left out when it is empty. */
function withField<K extends keyof SearchFilterValue>(
  filter: SearchFilterValue,
  key: K,
  value: SearchFilterValue[K] | undefined,
): SearchFilterValue {
  const { [key]: _dropped, ...rest } = filter;
  return value === undefined ? rest : { ...rest, [key]: value };
}

/** One of a list of things with ids (a course, a topic), searchable, or nothing. */
function IdSelect(props: {
  label: string;
  placeholder: string;
  w: number;
  options: readonly { id: number; label: string }[];
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  nothingFound: string;
}) {
  return (
    <Select
      label={props.label}
      placeholder={props.placeholder}
      searchable
      clearable
      w={props.w}
      data={props.options.map((option) => ({ value: String(option.id), label: option.label }))}
      value={props.value === undefined ? null : String(props.value)}
      onChange={(id) => props.onChange(id === null ? undefined : Number(id))}
      nothingFoundMessage={props.nothingFound}
    />
  );
}

/** An ROC academic year, or nothing. */
function YearInput(props: {
  label: string;
  value: number | undefined;
  onChange: (year: number | undefined) => void;
}) {
  return (
    <NumberInput
      label={props.label}
      w={120}
      min={80}
      max={200}
      allowDecimal={false}
      value={props.value ?? ''}
      onChange={(next) => props.onChange(typeof next === 'number' ? next : undefined)}
    />
  );
}

/** 課程, 教授, a range of 學年度, 類型 and 主題 for a search, with 清除篩選 while any is set. */
export function SearchFilters({ value, courses, topics = [], onChange }: SearchFiltersProps) {
  const t = useT(searchMessages);
  const labels = useLabels();
  // The professor's name applies when typing stops (Enter or leaving the field), not on every letter.
  const [professor, setProfessor] = useState(value.professor ?? '');
  useEffect(() => setProfessor(value.professor ?? ''), [value.professor]);
  const applyProfessor = () => onChange(withField(value, 'professor', professor.trim() || undefined));
  const set = Object.keys(value).length > 0;
  return (
    <Group gap="sm" align="end" wrap="wrap" role="group" aria-label={t('search.filters')}>
      <IdSelect
        label={t('search.course')}
        placeholder={t('search.allCourses')}
        w={200}
        options={courses.map((course) => ({ id: course.id, label: course.name }))}
        value={value.courseId}
        onChange={(id) => onChange(withField(value, 'courseId', id))}
        nothingFound={t('search.noCourse')}
      />
      <TextInput
        label={t('search.professor')}
        placeholder={t('search.allProfessors')}
        w={140}
        value={professor}
        onChange={(event) => setProfessor(event.currentTarget.value)}
        onBlur={applyProfessor}
        onKeyDown={(event) => {
          if (event.key === 'Enter') applyProfessor();
        }}
      />
      <YearInput
        label={t('search.yearFrom')}
        value={value.yearFrom}
        onChange={(next) => onChange(withField(value, 'yearFrom', next))}
      />
      <YearInput
        label={t('search.yearTo')}
        value={value.yearTo}
        onChange={(next) => onChange(withField(value, 'yearTo', next))}
      />
      <EnumSelect
        label={t('search.type')}
        placeholder={t('search.allTypes')}
        clearable
        w={120}
        data={archiveTypeOptions(labels)}
        value={value.type ?? null}
        onChange={(type) => onChange(withField(value, 'type', type ?? undefined))}
      />
      {topics.length > 0 && (
        <IdSelect
          label={t('search.topic')}
          placeholder={t('search.allTopics')}
          w={220}
          options={topics}
          value={value.topicId}
          onChange={(id) => onChange(withField(value, 'topicId', id))}
          nothingFound={t('search.noTopic')}
        />
      )}
      {set && (
        <Button variant="subtle" onClick={() => onChange({})}>
          {t('search.clearFilters')}
        </Button>
      )}
    </Group>
  );
}
