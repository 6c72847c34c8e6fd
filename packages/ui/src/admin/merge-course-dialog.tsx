import { Select, Text } from '@mantine/core';
import { type Course, courseCategories } from '@pastexam/api-contract';
import { useEffect, useState } from 'react';
import { adminMessages } from '../i18n/compiled/admin.catalogue.ts';
import { useLabels } from '../i18n/labels.ts';
import { useT } from '../i18n/locale-provider.tsx';
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
  const t = useT(adminMessages);
  const labels = useLabels();
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
      group: labels.courseCategory[category],
      items: targets
        .filter(
          (candidate) => candidate.category === category && !candidate.pending && candidate.id !== course?.id,
        )
        .sort((a, b) => zhCollator.compare(a.name, b.name))
        .map((candidate) => ({ value: String(candidate.id), label: candidate.name })),
    }))
    .filter((group) => group.items.length > 0);

  const submit = () => {
    if (target === null) setError(t('admin.mergeChooseTarget'));
    else onSubmit(Number(target));
  };

  return (
    <FormDialog {...dialog} title={t('admin.mergeTitle')} submitLabel={t('admin.merge')} onSubmit={submit}>
      {course && (
        <Text size="sm">
          {t('admin.mergeExplanation', { name: course.name, count: course.archive_count })}
        </Text>
      )}
      <Select
        label={t('admin.mergeInto')}
        placeholder={t('admin.mergePlaceholder')}
        required
        searchable
        nothingFoundMessage={t('admin.mergeNothingFound')}
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
