import {
  type Archive,
  type ArchivePermissions,
  type ArchiveUpdate,
  archivePermissions,
} from '@pastexam/api-contract';
import { useConfirm } from '@pastexam/ui/confirm-dialog';
import { formatsFor } from '@pastexam/ui/format';
import { useLocale, useT } from '@pastexam/ui/i18n';
import { archivesMessages } from '@pastexam/ui/messages/archives';
import { toast } from '@pastexam/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, Suspense, use, useCallback, useMemo, useState } from 'react';
import { useMe } from '../../../../api/me-query.ts';
import { coursesQuery } from '../../../../api/shared-queries.ts';
import { track } from '../../../../lib/analytics.ts';
import { errorMessage, errorStatus, refusalMessage } from '../../../../lib/api-client.ts';
import { lazyDialog } from '../../../../lib/lazy-component.ts';
import { useServices } from '../../../../lib/services.tsx';
import { useDeleteArchive } from '../api/delete-archive.ts';
import { useProfessorSuggestions } from '../api/professor-suggestions.ts';
import { isArchiveGone, useUpdateArchive } from '../api/update-archive.ts';

// Fetched when the pointer or focus reaches an edit button: most visitors never edit.
const ArchiveEditDialog = lazyDialog(() =>
  import('@pastexam/ui/archives/edit').then((module) => module.ArchiveEditDialog),
);

/** An archive a row acts on, where it is listed, and what to call once a change to it is saved. */
export type ManagedArchive = { archive: Archive; courseId: number; onChanged: () => void };

/** What the rows' buttons read and call; one for the whole page. */
export type ArchiveManagement = {
  /**
   * What the user may do with the archive (product §5.1): the contract's one rule, for the user as the server sees
   * them. The uploader edits and deletes; administrators also move, and edit once the courses to move to are in.
   */
  permissions: (archive: Archive) => ArchivePermissions;
  /** Opens the page's one edit dialog on this archive. */
  edit: (target: ManagedArchive) => void;
  /** Starts fetching the edit dialog's code: the pointer or focus is on an edit button. */
  prepareEdit: () => void;
  /** Asks for confirmation, then deletes. */
  remove: (target: ManagedArchive) => Promise<void>;
  /** The archives whose delete is running. */
  deleting: ReadonlySet<number>;
};

const ManagementContext = createContext<ArchiveManagement | null>(null);

/** The page's archive management, for a row's buttons; only inside an ArchiveManager. */
export function useArchiveManagement(): ArchiveManagement {
  const management = use(ManagementContext);
  if (!management) throw new Error('archive actions need an ArchiveManager around the page');
  return management;
}

/**
 * The page's one edit: the archive being edited (kept after the dialog closes, so it closes with its content in
 * place), its save, and what the save answered.
 */
function useArchiveEdit() {
  const t = useT(archivesMessages);
  const [editing, setEditing] = useState<{ target: ManagedArchive; opened: boolean } | null>(null);
  const save = useUpdateArchive();
  const professors = useProfessorSuggestions(editing?.opened ? editing.target.courseId : null);
  // A vanished archive is said by a toast as the dialog closes, not inside it.
  const saveError = isArchiveGone(save.error)
    ? null
    : refusalMessage(save.error, t('archives.saveFailedHint'));
  const close = () => setEditing((current) => current && { ...current, opened: false });
  const { reset } = save;
  const edit = useCallback(
    (target: ManagedArchive) => {
      reset();
      setEditing({ target, opened: true });
    },
    [reset],
  );

  async function submit({ archive, courseId, onChanged }: ManagedArchive, changes: ArchiveUpdate) {
    try {
      await save.mutateAsync({ courseId, archiveId: archive.id, changes });
    } catch (failure) {
      if (!isArchiveGone(failure)) return;
      // Nothing is left to edit: the dialog gives way to a list without the archive.
      toast.error(t('archives.saveFailed'), errorMessage(failure, t('archives.archiveMissing')));
      close();
      onChanged();
      return;
    }
    const moved = changes.course_id !== undefined || changes.course_name !== undefined;
    track('archive-edit', { moved });
    toast.success(
      t('archives.saved'),
      moved ? t('archives.movedHint', { name: changes.name ?? archive.name }) : t('archives.updatedHint'),
    );
    close();
    onChanged();
  }

  return { editing, edit, close, submit, professors, saving: save.isPending, saveError };
}

/** Deleting an archive once confirmed, and the archives whose delete is running. */
function useArchiveRemoval() {
  const t = useT(archivesMessages);
  const core = useT();
  const formats = formatsFor(useLocale());
  const confirm = useConfirm();
  const { mutateAsync: deleteArchive } = useDeleteArchive();
  const [deleting, setDeleting] = useState<ReadonlySet<number>>(new Set());

  const remove = useCallback(
    async ({ archive, courseId, onChanged }: ManagedArchive) => {
      const confirmed = await confirm({
        title: t('archives.deleteTitle'),
        message: t('archives.deleteConfirm', {
          name: archive.name,
          year: formats.academicYear(archive.academic_year),
          professor: archive.professor,
        }),
        confirmLabel: core('common.delete'),
        danger: true,
      });
      if (!confirmed) return;
      const setRunning = (running: boolean) =>
        setDeleting((current) => {
          const next = new Set(current);
          if (running) next.add(archive.id);
          else next.delete(archive.id);
          return next;
        });
      setRunning(true);
      try {
        await deleteArchive({ courseId, archiveId: archive.id });
        track('archive-delete');
        toast.success(t('archives.deleted'), t('archives.deletedHint', { name: archive.name }));
        onChanged();
      } catch (failure) {
        const status = errorStatus(failure);
        if (status === 401) return;
        toast.error(t('archives.deleteFailed'), errorMessage(failure, t('archives.deleteFailedHint')));
        // Already removed by someone else: the list refreshes without it.
        if (status === 404) onChanged();
      } finally {
        setRunning(false);
      }
    },
    [confirm, deleteArchive, t, core, formats],
  );

  return { remove, deleting };
}

/**
 * Edit, move and delete for every archive row of the page below it, with the page's one edit dialog: a row
 * holds only its buttons, so a course with thousands of archives mounts no dialog, query or mutation per row.
 * An uploader's edit is of the fields alone; an administrator's can also move the archive.
 */
export function ArchiveManager({ children }: { children: ReactNode }) {
  const { api } = useServices();
  const me = useMe();
  // The same list the page's sidebar shows, from the cache: the courses to move an archive to. The page owns
  // its loading and its 重試, so the manager asks nothing after a failure.
  const { data: courses } = useQuery({ ...coursesQuery(api), retryOnMount: false });
  const { editing, edit, close, submit, professors, saving, saveError } = useArchiveEdit();
  const { remove, deleting } = useArchiveRemoval();

  const management = useMemo<ArchiveManagement>(
    () => ({
      permissions: (archive) => {
        const may = archivePermissions(me, archive);
        return { ...may, edit: may.edit && (!may.move || courses !== undefined) };
      },
      edit,
      prepareEdit: ArchiveEditDialog.preload,
      remove,
      deleting,
    }),
    [me, courses, edit, remove, deleting],
  );

  return (
    <ManagementContext value={management}>
      {children}
      {editing && (
        <Suspense fallback={null}>
          <ArchiveEditDialog.Component
            // Each archive's edit starts from that archive's own values.
            key={editing.target.archive.id}
            opened={editing.opened}
            archive={editing.target.archive}
            courseId={editing.target.courseId}
            // The course field only for those who may move it; an uploader edits the fields alone.
            courses={archivePermissions(me, editing.target.archive).move ? courses : undefined}
            professorSuggestions={professors}
            saving={saving}
            error={saveError}
            onSubmit={(changes) => void submit(editing.target, changes)}
            onClose={close}
          />
        </Suspense>
      )}
    </ManagementContext>
  );
}
