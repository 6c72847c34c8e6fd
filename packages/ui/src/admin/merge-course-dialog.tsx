import { Select, Text } from '@mantine/core';
import { type Course, courseCategories } from '@pastexam/api-contract';
import { courseCategoryLabels } from '@pastexam/api-contract/labels';
import { useEffect, useState } from 'react';
import { FormDialog, type FormDialogControl } from './form-dialog.tsx';
import { zhCollator } from './table-view.ts';

export interface MergeCourseDialogProps extends FormDialogControl {
  /** The pending course to merge; null while none is chosen. Required, no default. */
  course: Course | null;
  /** Every course it could go into; the pending ones and the course itself are left out here. Required, no default. */
  targets: readonly Course[];
  /** Called with the id of the chosen course. Required, no default. */
  onSubmit: (intoCourseId: number) => void;
}

/** Merge a pending course into an existing one: pick the course, by category, its own category first. */
export function MergeCourseDialog({ course, targets, onSubmit, ...dialog }: MergeCourseDialogProps) {
  const { opened } = dialog;
  const [target, setTarget] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (opened) {
      setTarget(null);
      setError(undefined);
    }
  }, [opened]);

  const own = course?.category;
  const categories = [...courseCategories].sort((a, b) => Number(b === own) - Number(a === own));
  const data = categories
    .map((category) => ({
      group: courseCategoryLabels[category],
      items: targets
        .filter(
          (candidate) => candidate.category === category && !candidate.pending && candidate.id !== course?.id,
        )
        .sort((a, b) => zhCollator.compare(a.name, b.name))
        .map((candidate) => ({ value: String(candidate.id), label: candidate.name })),
    }))
    .filter((group) => group.items.length > 0);

  const submit = () => {
    if (target === null) setError('請選擇要併入的課程');
    else onSubmit(Number(target));
  };

  return (
    <FormDialog {...dialog} title="合併課程" submitLabel="合併" onSubmit={submit}>
      {course && (
        <Text size="sm">
          {`「${course.name}」的 ${course.archive_count} 份考古題會移到所選的課程（垃圾桶中的也是），「${course.name}」隨即移除。`}
        </Text>
      )}
      <Select
        label="併入課程"
        placeholder="搜尋或選擇課程"
        required
        searchable
        nothingFoundMessage="沒有符合的課程"
        data={data}
        value={target}
        error={error}
        comboboxProps={{ withinPortal: true }}
        onChange={(value) => {
          setTarget(value);
          setError(undefined);
        }}
      />
    </FormDialog>
  );
}
