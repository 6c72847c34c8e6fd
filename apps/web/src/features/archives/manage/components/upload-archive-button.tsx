import { Button } from '@mantine/core';
import type { ArchiveType } from '@pastexam/api-contract';
import type { ArchiveUploadValues, DescribedExam, UploadSource } from '@pastexam/ui/archives/upload';
import { useT } from '@pastexam/ui/i18n';
import { archivesMessages } from '@pastexam/ui/messages/archives';
import { toast } from '@pastexam/ui/toast';
import { IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useState } from 'react';
import { useMe } from '../../../../api/me-query.ts';
import { appConfigQuery, coursesQuery } from '../../../../api/shared-queries.ts';
import { track } from '../../../../lib/analytics.ts';
import { refusalMessage } from '../../../../lib/api-client.ts';
import { archiveHref } from '../../../../lib/archive-address.ts';
import { lazyDialog, useOpenedOnce } from '../../../../lib/lazy-component.ts';
import { useServices } from '../../../../lib/services.tsx';
import { useArchiveDuplicates } from '../api/archive-duplicates.ts';
import { useProfessorSuggestions } from '../api/professor-suggestions.ts';
import { useUploadArchive } from '../api/upload-archive.ts';
import { useWishMatches } from '../api/wish-matches.ts';

// The wizard (its course picker, file drop and forms) is fetched when the pointer or focus reaches the button.
const ArchiveUploadDialog = lazyDialog(() =>
  import('./upload-dialog.tsx').then((module) => module.UploadDialog),
);

/** An upload asked for from elsewhere on the page (a wish's 我有這份): its course and what it knows of the exam. */
export type UploadRequest = {
  courseId: number;
  exam: { professor: string | null; academic_year: number | null; archive_type: ArchiveType | null };
};

export type UploadArchiveButtonProps = {
  /** The course being viewed, preselected in the wizard; null for none. */
  selectedCourseId: number | null;
  /** Called after a successful upload with the course it went to, so the page can show it. */
  onUploaded: (courseId: number) => void;
  /** Opens the wizard for this upload, filled in; a new object opens it again. Default null: none. */
  request?: UploadRequest | null;
};

/**
 * 上傳考古題: any signed-in user; opens the wizard and sends the file. The course list is the page's own, from
 * the shared cache; the button waits (disabled) until it is there. A course a student's upload creates awaits
 * an admin's review, and the wizard says so.
 */
export function UploadArchiveButton({
  selectedCourseId,
  onUploaded,
  request = null,
}: UploadArchiveButtonProps) {
  const t = useT(archivesMessages);
  const { api } = useServices();
  const me = useMe();
  // The page owns the list's loading, its failure and its 重試: showing this button after a failure asks nothing.
  const { data: courses } = useQuery({ ...coursesQuery(api), retryOnMount: false });
  // Unknown while loading or after a failure: the wizard then skips its early size check rather than guess, and
  // the server's own refusal explains an oversized file.
  const { data: maxFileBytes = null } = useQuery({
    ...appConfigQuery(api),
    select: (config) => config.archives.upload_max_bytes,
  });
  const [opened, setOpened] = useState(false);
  const upload = useUploadArchive();
  const [chosenCourseId, setChosenCourseId] = useState<number | null>(null);
  const professors = useProfessorSuggestions(opened ? chosenCourseId : null);
  const dialogMounted = useOpenedOnce(opened);
  const duplicates = useFoundDuplicates(opened ? chosenCourseId : null);
  const wishMatch = useFoundWishes(opened ? chosenCourseId : null);
  // The request the wizard was last opened for: null when opened by the button.
  const [requested, setRequested] = useState<UploadRequest | null>(null);
  const [seenRequest, setSeenRequest] = useState(request);
  if (seenRequest !== request) {
    setSeenRequest(request);
    if (request && courses) {
      upload.reset();
      setRequested(request);
      setOpened(true);
    }
  }

  function open() {
    upload.reset();
    setRequested(null);
    setOpened(true);
  }

  async function submit(values: ArchiveUploadValues) {
    try {
      const archive = await upload.mutateAsync(values);
      track('archive-upload', { type: archive.archive_type, has_answers: archive.has_answers });
      toast.success(t('archives.uploaded'), t('archives.uploadedHint', { name: archive.name }));
      setOpened(false);
      onUploaded(archive.course_id);
    } catch {
      // The wizard shows the refusal where the user is.
    }
  }

  return (
    <>
      <Button
        leftSection={<IconUpload size={18} aria-hidden />}
        onClick={open}
        onPointerEnter={ArchiveUploadDialog.preload}
        onFocus={ArchiveUploadDialog.preload}
        disabled={!courses}
      >
        {t('archives.uploadTitle')}
      </Button>
      {courses && dialogMounted && (
        <Suspense fallback={null}>
          <ArchiveUploadDialog.Component
            opened={opened}
            courses={courses}
            initialCourseId={requested?.courseId ?? selectedCourseId}
            initialExam={requested?.exam ?? null}
            professorSuggestions={professors}
            newCoursePending={me?.is_admin === false}
            onCourseChange={setChosenCourseId}
            onSourceChange={duplicates.setSource}
            duplicates={duplicates.found}
            onExamChange={wishMatch.setExam}
            wishMatch={wishMatch.found}
            maxFileBytes={maxFileBytes}
            submitting={upload.isPending}
            error={refusalMessage(upload.error, t('archives.uploadFailedHint'))}
            onSubmit={(values) => void submit(values)}
            onClose={() => setOpened(false)}
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * 這份考古題可能已經存在: asks the server about each exam chosen for an existing course, and gives the answer
 * while it is about the exam and course chosen now. A failed check says nothing: it is only a warning.
 */
function useFoundDuplicates(courseId: number | null) {
  const [source, setSource] = useState<UploadSource | null>(null);
  const { mutate, reset, data, variables } = useArchiveDuplicates();
  useEffect(() => {
    if (courseId === null || source === null) reset();
    else mutate({ courseId, source });
  }, [courseId, source, mutate, reset]);
  if (!data || !variables || variables.source !== source || variables.courseId !== courseId) {
    return { setSource, found: undefined };
  }
  const found = data.duplicates.map((duplicate) => ({
    ...duplicate,
    href: archiveHref(variables.courseId, duplicate.archive.id),
  }));
  return { setSource, found };
}

/**
 * 這份考古題會實現 N 個願望: asks the server about each exam described for an existing course, and gives the
 * answer while it is about the exam and course described now. A failed check says nothing: it is only a note.
 */
function useFoundWishes(courseId: number | null) {
  const [exam, setExam] = useState<DescribedExam | null>(null);
  const { mutate, reset, data, variables } = useWishMatches();
  useEffect(() => {
    if (courseId === null || exam === null) return reset();
    // Asked once the typing pauses, not at every letter of the professor's name.
    const asking = window.setTimeout(() => mutate({ courseId, exam }), 300);
    return () => window.clearTimeout(asking);
  }, [courseId, exam, mutate, reset]);
  const current = data && variables?.exam === exam && variables.courseId === courseId;
  return { setExam, found: current ? data : null };
}
