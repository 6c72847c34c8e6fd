import { Checkbox, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { examArchiveTypes, MAX_ARCHIVES_PER_EXAM } from '@pastexam/api-contract';
import { typeLabelBesideName } from '@pastexam/api-contract/labels';
import { IconInbox } from '@tabler/icons-react';
import { EnumSelect } from '../form/enum-select.tsx';
import { enumOptions } from '../form/options.ts';
import { useLabels } from '../i18n/locale-provider.tsx';
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
  return (
    <Stack gap="sm">
      <Text fw={600}>
        {view.courseName} - {view.professor}
      </Text>
      <EnumSelect
        label="考古題類型"
        placeholder="選擇類型"
        data={enumOptions(examArchiveTypes, labels.archiveType)}
        value={view.typeFilter}
        onChange={handlers.onTypeFilterChange}
        clearable
        clearButtonProps={{ 'aria-label': '清除類型篩選' }}
      />
      <Text size="sm" c="dimmed" aria-live="polite">
        找到 {view.archives.length} 份考古題
      </Text>
      {view.archives.length === 0 ? (
        <Stack align="center" gap="xs" p="lg">
          <IconInbox size={40} aria-hidden />
          <Text c="dimmed">找不到該教授的期中考或期末考</Text>
        </Stack>
      ) : (
        <ScrollArea.Autosize mah="30vh" type="auto">
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {view.archives.map((archive) => {
              const checked = view.selectedIds.includes(archive.id);
              const type = typeLabelBesideName(archive, labels);
              return (
                <Paper component="li" key={archive.id} withBorder p="sm" radius="sm">
                  <Checkbox
                    label={archive.name}
                    description={`${archive.academic_year} 學年度${type === null ? '' : ` · ${type}`}`}
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
          建議選擇 2-3 份考古題以獲得最佳生成效果
        </Text>
        <Text size="sm" fw={600} c={view.selectedIds.length > 0 ? undefined : 'dimmed'}>
          （已選擇 {view.selectedIds.length}/{MAX_ARCHIVES_PER_EXAM}）
        </Text>
      </Group>
    </Stack>
  );
}
