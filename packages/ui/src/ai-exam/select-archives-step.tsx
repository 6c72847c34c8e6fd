import { Checkbox, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { examArchiveTypes, MAX_ARCHIVES_PER_EXAM } from '@pastexam/api-contract';
import { typeLabelBesideName } from '@pastexam/api-contract/labels';
import { IconInbox } from '@tabler/icons-react';
import { EnumSelect } from '../form/enum-select.tsx';
import { enumOptions } from '../form/options.ts';
import { aiExamMessages } from '../i18n/compiled/ai-exam.catalogue.ts';
import { formatsFor } from '../i18n/format.ts';
import { useLabels } from '../i18n/labels.ts';
import { useLocale, useT } from '../i18n/locale-provider.tsx';
import type { AiExamHandlers, SelectArchivesView } from './types.ts';

export interface SelectArchivesStepProps {
  /** The step's data. Required, no default. */
  view: SelectArchivesView;
  /** Called on the filter and the checkboxes. Required, no default. */
  handlers: Pick<AiExamHandlers, 'onTypeFilterChange' | 'onToggleArchive'>;
}

/** The professor's midterms and finals with at most three chosen (product §6.5). */
export function SelectArchivesStep({ view, handlers }: SelectArchivesStepProps) {
  const labels = useLabels();
  const full = view.selectedIds.length >= MAX_ARCHIVES_PER_EXAM;
  const t = useT(aiExamMessages);
  const { academicYear } = formatsFor(useLocale());
  return (
    <Stack gap="sm">
      <Text fw={600}>
        {view.courseName} - {view.professor}
      </Text>
      <EnumSelect
        label={t('ai-exam.typeLabel')}
        placeholder={t('ai-exam.typePlaceholder')}
        data={enumOptions(examArchiveTypes, labels.archiveType)}
        value={view.typeFilter}
        onChange={handlers.onTypeFilterChange}
        clearable
        clearButtonProps={{ 'aria-label': t('ai-exam.clearType') }}
      />
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('ai-exam.archivesFound', { count: view.archives.length })}
      </Text>
      {view.archives.length === 0 ? (
        <Stack align="center" gap="xs" p="lg">
          <IconInbox size={40} aria-hidden />
          <Text c="dimmed">{t('ai-exam.noArchivesOfProfessor')}</Text>
        </Stack>
      ) : (
        <ScrollArea.Autosize mah="30vh" type="auto">
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {view.archives.map((archive) => {
              const checked = view.selectedIds.includes(archive.id);
              const type = typeLabelBesideName(archive, labels);
              const year = academicYear(archive.academic_year);
              return (
                <Paper component="li" key={archive.id} withBorder p="sm" radius="sm">
                  <Checkbox
                    label={archive.name}
                    description={type === null ? year : t('ai-exam.yearAndType', { year, type })}
                    checked={checked}
                    disabled={full && !checked}
                    onChange={() => handlers.onToggleArchive(archive.id)}
                  />
                </Paper>
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
      )}
      <Group gap={4}>
        <Text size="sm" c="dimmed">
          {t('ai-exam.archivesAdvice')}
        </Text>
        <Text size="sm" fw={600} c={view.selectedIds.length > 0 ? undefined : 'dimmed'}>
          {t('ai-exam.selectedCount', { count: view.selectedIds.length, max: MAX_ARCHIVES_PER_EXAM })}
        </Text>
      </Group>
    </Stack>
  );
}
