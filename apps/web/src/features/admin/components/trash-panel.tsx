import type { TrashedArchive } from '@pastexam/api-contract';
import { TrashTable } from '@pastexam/ui/admin';
import { useConfirm } from '@pastexam/ui/confirm-dialog';
import { useT } from '@pastexam/ui/i18n';
import { adminMessages } from '@pastexam/ui/messages/admin';
import { toast } from '@pastexam/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { track } from '../../../lib/analytics.ts';
import { toastRefusal } from '../../../lib/refusals.ts';
import { useServices } from '../../../lib/services.tsx';
import { useQueryFailure } from '../../../lib/use-query-failure.ts';
import { adminTrashQuery, usePurgeArchive, useRestoreArchive } from '../api/admin-trash.ts';

/** 垃圾桶: deleted archives, restored with one click or purged for good after a danger confirmation. */
export function TrashPanel() {
  const t = useT(adminMessages);
  const core = useT();
  const { api } = useServices();
  const confirm = useConfirm();
  const list = useQuery(adminTrashQuery(api));
  const restore = useRestoreArchive();
  const purge = usePurgeArchive();
  const [busyId, setBusyId] = useState<number | null>(null);
  useQueryFailure(list, () => toast.error(t('admin.loadFailed'), t('admin.trashFailed')));

  const onRestore = async (item: TrashedArchive) => {
    setBusyId(item.id);
    try {
      const { course_outcome } = await restore.mutateAsync(item.id);
      track('archive-restore', { id: item.id });
      // The toast adds what became of the archive's course, as the server says it went (product §8.7).
      toast.success(
        t('admin.restored'),
        t('admin.restoredArchive', { name: item.name, outcome: course_outcome, course: item.course_name }),
      );
    } catch (error) {
      toastRefusal(t('admin.restoreFailed'), error, core('common.tryLater'));
    } finally {
      setBusyId(null);
    }
  };

  const onPurge = async (item: TrashedArchive) => {
    const confirmed = await confirm({
      title: t('admin.purgeTitle'),
      message: t('admin.purgeConfirm', { course: item.course_name, name: item.name }),
      confirmLabel: t('admin.purge'),
      danger: true,
    });
    if (!confirmed) return;
    setBusyId(item.id);
    try {
      await purge.mutateAsync(item.id);
      track('archive-purge', { id: item.id });
      toast.success(t('admin.purged'), t('admin.purgedArchive', { name: item.name }));
    } catch (error) {
      toastRefusal(t('admin.purgeFailed'), error, core('common.tryLater'));
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
