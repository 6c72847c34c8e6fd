import { ActionIcon, Group, Tooltip } from '@mantine/core';
import type { Archive, ArchiveUpdate, CoursesByCategory } from '@pastexam/api-contract';
import { ArchiveEditDialog } from '@pastexam/ui/archive-edit';
import { useConfirm } from '@pastexam/ui/confirm-dialog';
import { toast } from '@pastexam/ui/toast';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { track } from '../../../../lib/analytics.ts';
import { errorMessage, errorStatus } from '../../../../lib/api-client.ts';
import { useCurrentUser, useServices } from '../../../../lib/services.tsx';
import { deleteArchive } from '../api/delete-archive.ts';
import { isArchiveGone, updateArchive } from '../api/update-archive.ts';
import { useDialogCall } from '../hooks/use-dialog-call.ts';
import { useProfessorSuggestions } from '../hooks/use-professor-suggestions.ts';

export type ArchiveActionsProps = {
  /** The archive on this row. */
  archive: Archive;
  /** The course it is listed under. */
  courseId: number;
  /** Every course by category, to move the archive to. */
  courses: CoursesByCategory;
  /** Called after a change was saved, so the page can re-fetch. */
  onChanged: () => void;
};

/** product §5.1 and issue 3: admins edit and move; admins and the uploader delete. */
function archivePermissions(user: { id: number; is_admin: boolean } | null, archive: Archive) {
  return {
    canEdit: user?.is_admin === true,
    canDelete: user !== null && (user.is_admin || archive.uploader_id === user.id),
  };
}

/** Edit and delete buttons of one archive row, for those allowed; nothing for anyone else. */
export function ArchiveActions({ archive, courseId, courses, onChanged }: ArchiveActionsProps) {
  const { api } = useServices();
  const user = useCurrentUser();
  const confirm = useConfirm();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const save = useDialogCall('儲存失敗，請稍後再試');
  const professors = useProfessorSuggestions(editing ? courseId : null);
  const { canEdit, canDelete } = archivePermissions(user, archive);

  function submit(changes: ArchiveUpdate) {
    return save.run(async () => {
      try {
        await updateArchive(api, courseId, archive.id, changes);
      } catch (failure) {
        if (!isArchiveGone(failure)) throw failure;
        // Nothing is left to edit: the dialog gives way to a list without the archive.
        toast.error('儲存失敗', errorMessage(failure, '找不到此考古題'));
        setEditing(false);
        onChanged();
        return;
      }
      const moved = changes.course_id !== undefined || changes.course_name !== undefined;
      track('archive-edit', { moved });
      toast.success(
        '已儲存',
        moved ? `「${changes.name ?? archive.name}」已移到新的課程` : '考古題資料已更新',
      );
      setEditing(false);
      onChanged();
    });
  }

  async function remove() {
    const confirmed = await confirm({
      title: '刪除考古題',
      message: `確定要刪除「${archive.name}」（${archive.academic_year} 學年度，${archive.professor}）嗎？`,
      confirmLabel: '刪除',
      danger: true,
    });
    if (!confirmed) return;
    // A second click while the first delete runs would only be refused as already gone.
    setDeleting(true);
    try {
      await deleteArchive(api, courseId, archive.id);
      track('archive-delete');
      toast.success('已刪除', `「${archive.name}」已刪除`);
      onChanged();
    } catch (failure) {
      const status = errorStatus(failure);
      if (status === 401) return;
      toast.error('刪除失敗', errorMessage(failure, '刪除失敗，請稍後再試'));
      // Already removed by someone else: the list is out of date.
      if (status === 404) onChanged();
    } finally {
      setDeleting(false);
    }
  }

  if (!canEdit && !canDelete) return null;
  // As the row names it: the same exam name in one year is common, the professor tells them apart.
  const label = `${archive.academic_year} 學年度 ${archive.name}（${archive.professor}）`;
  return (
    <Group gap={4} wrap="nowrap">
      {canEdit && (
        <Tooltip label="編輯或移動">
          <ActionIcon
            variant="subtle"
            aria-label={`編輯 ${label}`}
            onClick={() => {
              save.clearError();
              setEditing(true);
            }}
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      {canDelete && (
        <Tooltip label="刪除">
          <ActionIcon
            variant="subtle"
            color="red.8"
            aria-label={`刪除 ${label}`}
            loading={deleting}
            onClick={() => void remove()}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      {canEdit && (
        <ArchiveEditDialog
          opened={editing}
          archive={archive}
          courseId={courseId}
          courses={courses}
          professorSuggestions={professors}
          saving={save.busy}
          error={save.error}
          onSubmit={(changes) => void submit(changes)}
          onClose={() => setEditing(false)}
        />
      )}
    </Group>
  );
}
