import { Alert, Anchor, List, Text } from '@mantine/core';
import type { ArchiveDuplicate } from '@pastexam/api-contract';
import { archiveTypeLabels } from '@pastexam/api-contract/labels';

/** An archive of the course the chosen file may already be, with where to see it. */
export type FoundDuplicate = ArchiveDuplicate & { href: string };

export interface DuplicateWarningProps {
  /** The course's archives the chosen file may be, the likeliest first. Required, no default. */
  duplicates: readonly FoundDuplicate[];
}

const reasonLabels: Record<ArchiveDuplicate['reason'], string> = {
  same_file: '同一個檔案',
  similar_text: '內容幾乎相同',
};

/**
 * 這份考古題可能已經存在: the archives the chosen file may be, each a link (in a new tab, so the wizard stays as
 * it is). Only a warning: the uploader may go on, since it may be a different exam.
 */
export function DuplicateWarning({ duplicates }: DuplicateWarningProps) {
  return (
    <Alert color="yellow" title="這份考古題可能已經存在" role="status">
      <List size="sm" spacing={4}>
        {duplicates.map(({ archive, reason, href }) => (
          <List.Item key={archive.id}>
            {/* In the alert's own colour, underlined: the theme's link blue is too faint on dark yellow. */}
            <Anchor href={href} target="_blank" rel="noopener" size="sm" c="inherit" underline="always">
              {archive.academic_year} 學年度 {archive.name}（{archive.professor}，
              {archiveTypeLabels[archive.archive_type]}）
            </Anchor>
            ：{reasonLabels[reason]}
          </List.Item>
        ))}
      </List>
      <Text size="sm" mt={6}>
        若是不同的考試，仍可繼續上傳。
      </Text>
    </Alert>
  );
}
