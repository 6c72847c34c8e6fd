import { ActionIcon, Group, Tooltip } from '@mantine/core';
import type { Archive, ArchiveUpdate } from '@pastexam/api-contract';
import { useConfirm } from '@pastexam/ui/confirm-dialog';
import { toast } from '@pastexam/ui/toast';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { useMe } from '../../../../api/me-query.ts';
import { coursesQuery } from '../../../../api/shared-queries.ts';
import { track } from '../../../../lib/analytics.ts';
import { errorMessage, errorStatus, refusalMessage } from '../../../../lib/api-client.ts';
import { DialogUnavailable, lazyComponent, useOpenedOnce } from '../../../../lib/lazy-component.ts';
import { useServices } from '../../../../lib/services.tsx';
import { useDeleteArchive } from '../api/delete-archive.ts';
import { useProfessorSuggestions } from '../api/professor-suggestions.ts';
import { isArchiveGone, useUpdateArchive } from '../api/update-archive.ts';

// Fetched when the pointer or focus reaches an edit button: most visitors never edit.
const ArchiveEditDialog = lazyComponent(
  () => import('@pastexam/ui/archive-edit').then((module) => module.ArchiveEditDialog),
  DialogUnavailable,
);

export type ArchiveActionsProps = {
  /** The archive on this row. */
  archive: Archive;
  /** The course it is listed under. */
  courseId: number;
  /** Called after a change was saved (the lists refresh themselves), so the page can keep focus in the list. */
  onChanged: () => void;
};

/** SPEC §6 and issue 3: admins edit and move; admins and the uploader delete; as the server sees the user. */
function archivePermissions(user: { id: number; is_admin: boolean } | null, archive: Archive) {
  return {
    canEdit: user?.is_admin === true,
    canDelete: user !== null && (user.is_admin || archive.uploader_id === user.id),
  };
}

/** Edit and delete buttons of one archive row, for those allowed; nothing for anyone else. */
export function ArchiveActions({ archive, courseId, onChanged }: ArchiveActionsProps) {
  const { api } = useServices();
  const me = useMe();
  const confirm = useConfirm();
  // The same list the page's sidebar shows, from the cache: the courses to move the archive to. The page owns
  // its loading and its 重試, so a row shown after a failure asks nothing.
  const { data: courses } = useQuery({ ...coursesQuery(api), retryOnMount: false });
  const [editing, setEditing] = useState(false);
  const save = useUpdateArchive();
  const deletion = useDeleteArchive();
  const professors = useProfessorSuggestions(editing ? courseId : null);
  const editMounted = useOpenedOnce(editing);
  const permissions = archivePermissions(me, archive);
  // Editing offers a move to another course: it waits for the list of courses.
  const canEdit = permissions.canEdit && courses !== undefined;
  const { canDelete } = permissions;
  // A vanished archive is said by a toast as the dialog closes, not inside it.
  const saveError = isArchiveGone(save.error) ? null : refusalMessage(save.error, '儲存失敗，請稍後再試');

  async function submit(changes: ArchiveUpdate) {
    try {
      await save.mutateAsync({ courseId, archiveId: archive.id, changes });
    } catch (failure) {
      if (!isArchiveGone(failure)) return;
      // Nothing is left to edit: the dialog gives way to a list without the archive.
      toast.error('儲存失敗', errorMessage(failure, '找不到此考古題'));
      setEditing(false);
      onChanged();
      return;
    }
    const moved = changes.course_id !== undefined || changes.course_name !== undefined;
    track('archive-edit', { moved });
    toast.success('已儲存', moved ? `「${changes.name ?? archive.name}」已移到新的課程` : '考古題資料已更新');
    setEditing(false);
    onChanged();
  }

  async function remove() {
    const confirmed = await confirm({
      title: '刪除考古題',
      message: `確定要刪除「${archive.name}」（${archive.academic_year} 學年度，${archive.professor}）嗎？`,
      confirmLabel: '刪除',
      danger: true,
    });
    if (!confirmed) return;
    try {
      await deletion.mutateAsync({ courseId, archiveId: archive.id });
      track('archive-delete');
      toast.success('已刪除', `「${archive.name}」已刪除`);
      onChanged();
    } catch (failure) {
      const status = errorStatus(failure);
      if (status === 401) return;
      toast.error('刪除失敗', errorMessage(failure, '刪除失敗，請稍後再試'));
      // Already removed by someone else: the list refreshes without it.
      if (status === 404) onChanged();
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
            onPointerEnter={ArchiveEditDialog.preload}
            onFocus={ArchiveEditDialog.preload}
            onClick={() => {
              save.reset();
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
            // A second click while the first delete runs would only be refused as already gone.
            loading={deletion.isPending}
            onClick={() => void remove()}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      {canEdit && editMounted && (
        <Suspense fallback={null}>
          <ArchiveEditDialog.Component
            opened={editing}
            archive={archive}
            courseId={courseId}
            courses={courses}
            professorSuggestions={professors}
            saving={save.isPending}
            error={saveError}
            onSubmit={(changes) => void submit(changes)}
            onClose={() => setEditing(false)}
          />
        </Suspense>
      )}
    </Group>
  );
}
