import { Group } from '@mantine/core';
import type { Archive } from '@pastexam/api-contract';
import { archiveLabel, RowAction, RowGlyph } from '@pastexam/ui/archives';
import { formatsFor } from '@pastexam/ui/format';
import { useLabels, useLocale, useT } from '@pastexam/ui/i18n';
import { archivesMessages } from '@pastexam/ui/messages/archives';
import { useArchiveManagement } from './archive-manager.tsx';

export type ArchiveActionsProps = {
  /** The archive on this row. */
  archive: Archive;
  /** The course it is listed under. */
  courseId: number;
  /** Called after a change was saved (the lists refresh themselves), so the page can keep focus in the list. */
  onChanged: () => void;
};

/**
 * Edit and delete buttons of one archive row, for those allowed; nothing for anyone else. The dialogs and the
 * requests belong to the page's ArchiveManager: a row holds only its two buttons.
 */
export function ArchiveActions({ archive, courseId, onChanged }: ArchiveActionsProps) {
  const t = useT(archivesMessages);
  const core = useT();
  const formats = formatsFor(useLocale());
  const labels = useLabels();
  const management = useArchiveManagement();
  const may = management.permissions(archive);
  if (!may.edit && !may.delete) return null;
  // As the row names it: the same exam name in one year is common, the professor tells them apart.
  const label = archiveLabel(archive, formats, labels);
  const target = { archive, courseId, onChanged };
  return (
    <Group gap={4} wrap="nowrap">
      {may.edit && (
        <RowAction
          label={t('archives.editArchive', { label })}
          hint={may.move ? t('archives.editOrMove') : core('common.edit')}
          icon={<RowGlyph name="pencil" size="lg" />}
          onClick={() => management.edit(target)}
          onIntent={management.prepareEdit}
        />
      )}
      {may.delete && (
        <RowAction
          label={t('archives.deleteArchive', { label })}
          hint={core('common.delete')}
          color="red.8"
          icon={<RowGlyph name="trash" size="lg" />}
          // A second click while the first delete runs would only be refused as already gone.
          loading={management.deleting.has(archive.id)}
          onClick={() => void management.remove(target)}
        />
      )}
    </Group>
  );
}
