import type { RestoredCourseOutcome, TrashedArchive } from '@pastexam/api-contract';
import { TrashTable } from '@pastexam/ui/admin';
import { useConfirm } from '@pastexam/ui/confirm-dialog';
import { toast } from '@pastexam/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { track } from '../../../lib/analytics.ts';
import { toastRefusal } from '../../../lib/refusals.ts';
import { useServices } from '../../../lib/services.tsx';
import { useQueryFailure } from '../../../lib/use-query-failure.ts';
import { adminTrashQuery, usePurgeArchive, useRestoreArchive } from '../api/admin-trash.ts';

/** What the restore toast adds about the archive's course, as the server says it went (product §8.7). */
const whereItWent: Record<RestoredCourseOutcome, (course: string) => string> = {
  active: () => '',
  restored: (course) => `，課程「${course}」也已還原`,
  namesake: (course) => `，並移到現有的同名課程「${course}」`,
};

/** 垃圾桶: deleted archives, restored with one click or purged for good after a danger confirmation. */
export function TrashPanel() {
  const { api } = useServices();
  const confirm = useConfirm();
  const list = useQuery(adminTrashQuery(api));
  const restore = useRestoreArchive();
  const purge = usePurgeArchive();
  const [busyId, setBusyId] = useState<number | null>(null);
  useQueryFailure(list, () => toast.error('載入失敗', '無法載入垃圾桶'));

  const onRestore = async (item: TrashedArchive) => {
    setBusyId(item.id);
    try {
      const { course_outcome } = await restore.mutateAsync(item.id);
      track('archive-restore', { id: item.id });
      toast.success('已還原', `已還原考古題「${item.name}」${whereItWent[course_outcome](item.course_name)}`);
    } catch (error) {
      toastRefusal('還原失敗', error);
    } finally {
      setBusyId(null);
    }
  };

  const onPurge = async (item: TrashedArchive) => {
    const confirmed = await confirm({
      title: '永久刪除考古題',
      message: `確定要永久刪除「${item.course_name}」的考古題「${item.name}」嗎？檔案會一併刪除，無法復原。`,
      confirmLabel: '永久刪除',
      danger: true,
    });
    if (!confirmed) return;
    setBusyId(item.id);
    try {
      await purge.mutateAsync(item.id);
      track('archive-purge', { id: item.id });
      toast.success('已永久刪除', `已永久刪除考古題「${item.name}」`);
    } catch (error) {
      toastRefusal('永久刪除失敗', error);
    } finally {
      setBusyId(null);
    }
  };

  return (
    <TrashTable
      archives={list.data ?? []}
      loading={list.isPending}
      onRetry={list.isError ? () => void list.refetch() : null}
      onRestore={(item) => void onRestore(item)}
      onPurge={(item) => void onPurge(item)}
      busyId={busyId}
    />
  );
}
