import type { Archive } from '@pastexam/api-contract';
import { useT } from '@pastexam/ui/i18n';
import { archivesMessages } from '@pastexam/ui/messages/archives';
import { toast } from '@pastexam/ui/toast';
import { useEffect, useRef, useState } from 'react';
import { queryKeys } from '../../../api/query-keys.ts';
import { track } from '../../../lib/analytics.ts';
import { useServices } from '../../../lib/services.tsx';
import type { ArchiveLocation } from '../../../lib/use-archive-location.ts';
import { useRecordArchiveView } from '../api/archive-overview.ts';

/**
 * The page's preview of a listed archive (product §4.5), opened from its row or by an address that names it (a
 * link from the overview, a notification, or to a question) once the course's list holds it (asked for again
 * when it does not), at the question the address names;
 * the address then drops both, so that a reload or Back does not open it again. Each archive previewed is noted
 * as viewed.
 */
export function useArchivePreview(
  { search, go }: ArchiveLocation,
  courseId: number | null,
  archives: Archive[] | null,
) {
  const t = useT(archivesMessages);
  const { queryClient } = useServices();
  const [previewing, setPreviewing] = useState<Archive | null>(null);
  // The question an address named: the preview opens at it.
  const [question, setQuestion] = useState<number | undefined>(undefined);

  // Each archive previewed is noted, for the overview's 最近瀏覽的考古題.
  const previewedId = previewing?.id ?? null;
  const { mutate: recordView } = useRecordArchiveView();
  useEffect(() => {
    if (previewedId !== null) recordView(previewedId);
  }, [previewedId, recordView]);

  const wantedArchive = courseId !== null ? search.archive : undefined;
  const wantedQuestion = search.question;
  const openedFromAddress = useRef<string | null>(null);
  // The address whose archive the list was asked for again, once it has answered.
  const [askedAgain, setAskedAgain] = useState<string | null>(null);
  useEffect(() => {
    if (wantedArchive === undefined || courseId === null || archives === null) return;
    // Once per address: the list may change again before the address has dropped the archive.
    const key = `${courseId}/${wantedArchive}`;
    if (openedFromAddress.current === key) return;
    const found = archives.find((archive) => archive.id === wantedArchive);
    // An archive newer than the list held (a notification of a new exam, in the course shown): the list is
    // asked for again, once, before the archive is said to be gone.
    if (!found && askedAgain !== key) {
      void queryClient
        .invalidateQueries({ queryKey: queryKeys.courseArchives(courseId) })
        .finally(() => setAskedAgain(key));
      return;
    }
    openedFromAddress.current = key;
    if (found) {
      setPreviewing(found);
      setQuestion(wantedQuestion);
      track('archive-view', { course_id: courseId, archive_id: found.id });
    } else {
      toast.warning(t('archives.archiveNotFound'), t('archives.archiveNotFoundHint'));
    }
    go({ course: courseId }, { replace: true });
  }, [wantedArchive, wantedQuestion, courseId, archives, go, askedAgain, queryClient, t]);

  function openPreview(archive: Archive) {
    setPreviewing(archive);
    setQuestion(undefined);
    if (courseId !== null) track('archive-view', { course_id: courseId, archive_id: archive.id });
  }

  // The list's counts (messages, answered questions) are brought up to date once the reader leaves the preview,
  // and an archive removed meanwhile (its file answered 404) leaves the list.
  function closePreview() {
    setPreviewing(null);
    if (courseId !== null)
      void queryClient.invalidateQueries({ queryKey: queryKeys.courseArchives(courseId) });
  }

  return { previewing, question, openPreview, closePreview };
}
