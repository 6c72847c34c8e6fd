import type { Archive, Question } from '@pastexam/api-contract';
import { type AsidePanel, PdfViewerModal } from '@pastexam/ui/archives';
import { useT } from '@pastexam/ui/i18n';
import { archivesMessages } from '@pastexam/ui/messages/archives';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { archiveQuestionsQuery } from '../../../api/shared-queries.ts';
import { errorStatus } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.tsx';
import { createViewerLink, type ViewerLink } from '../../../lib/viewer-link.ts';
import { getArchiveFile } from '../api/archive-file.ts';
import { LazyPdfViewer } from '../pdf/lazy-pdf-viewer.tsx';
import type { ViewerPlace } from '../pdf/page-layout.ts';
import type { PdfSource } from '../pdf/pdf-source.ts';
import type { PageLayer } from '../pdf/pdf-viewer.tsx';

/** What the preview shows of an archive: a listed one, or one a mock exam was made from. */
export type PreviewedArchive = Pick<Archive, 'id' | 'name' | 'professor' | 'academic_year' | 'archive_type'>;

export type ArchivePreviewProps = {
  /** The archive previewed; null when the preview is closed. */
  archive: PreviewedArchive | null;
  course: { id: number; name: string };
  onClose: () => void;
  onDownload: (archive: PreviewedArchive) => void;
  downloading: boolean;
  /** The page shown first, from 1. Default 1. */
  initialPage?: number;
  /** The search whose hit opened the preview: its matches are marked on the pages. Default: none. */
  highlight?: string;
  /** A question of the archive (its id) the preview opens at, scrolled to its start. Default: none. */
  question?: number;
  /**
   * The archive's discussion, beside the file (product §4.10), given the archive's questions and a way to scroll
   * the file to one (its links to questions). Default: none.
   */
  discussion?: (archive: PreviewedArchive, questions: QuestionLinks) => ReactNode;
  /**
   * The archive's questions around the viewer (product §4.11): given the viewer with a layer for its pages, they
   * draw it with their own controls. Default: the viewer alone.
   */
  questions?: (archive: PreviewedArchive, viewer: (pageLayer?: PageLayer) => ReactNode) => ReactNode;
  /**
   * The archive's answers, beside the file before the discussion (product §4.12), given the viewer's link: where
   * the reader is and the drawing of a question's region. Default: none.
   */
  answers?: (archive: PreviewedArchive, link: ViewerLink) => ReactNode;
};

/** The archive's questions, and scrolling the file to one by its id. */
export type QuestionLinks = { list: readonly Question[]; open: (questionId: number) => void };

/**
 * The archive's file as the viewer's source, through the app's one client, so a refused token ends the session
 * as any other call does.
 */
function useArchiveSource(courseId: number, archiveId: number | null): PdfSource | null {
  const { api } = useServices();
  return useMemo(
    () =>
      archiveId === null
        ? null
        : {
            load: (signal) => getArchiveFile(api, { courseId, archiveId }, signal),
            describeFailure: (error, t) =>
              errorStatus(error) === 404 ? t('pdf-viewer.archiveGone') : undefined,
          },
    [api, courseId, archiveId],
  );
}

/** Where question `id` starts, if `among` holds it. */
function placeOf(id: number, among: readonly Question[]): ViewerPlace | null {
  const found = among.find((q) => q.id === id);
  return found ? { page: found.page, top: found.top } : null;
}

/**
 * The archive's questions and the place the viewer is asked to scroll to: the start of `question` once the list
 * has it, then of each question opened. A question the list does not hold leaves the file where it is. `opened`
 * is the place of the last question opened from a panel or of another exam's question opened from this preview,
 * which closes a phone's sheet to show the file: the question the preview opened at does not, so a sheet the
 * reader opened before the list arrived stays open.
 */
function useQuestionPlaces(archiveId: number | null, question: number | undefined) {
  const { api } = useServices();
  const questions = useQuery({
    ...archiveQuestionsQuery(api, archiveId ?? 0),
    select: (answer) => answer.questions,
    enabled: archiveId !== null,
  });
  const list = questions.data ?? [];
  const [place, setPlace] = useState<ViewerPlace | null>(null);
  const [opened, setOpened] = useState<ViewerPlace | null>(null);
  const open = (id: number) => {
    const found = placeOf(id, list);
    if (!found) return;
    setPlace(found);
    setOpened(found);
  };
  // Once per archive and question asked for, as soon as the list is in (a later refresh does not move the file).
  const loaded = questions.data !== undefined;
  const firstList = useRef<readonly Question[]>([]);
  if (questions.data) firstList.current = questions.data;
  // The archive this preview opened with; another one shown in it came from a link (a 相似題's).
  const openedWith = useRef<number | null>(null);
  if (archiveId === null) openedWith.current = null;
  else openedWith.current ??= archiveId;
  useEffect(() => {
    const at = loaded && question !== undefined ? placeOf(question, firstList.current) : null;
    setPlace(at);
    // Another exam opened from the preview shows its file: a sheet over the last one does not stay.
    setOpened(archiveId === openedWith.current ? null : at);
  }, [archiveId, question, loaded]);
  return { place, opened, links: { list, open } };
}

/** The preview modal with the PDF drawn in the page (product §4.5: drawn here, not handed to a download). */
export function ArchivePreview({
  archive,
  course,
  onClose,
  onDownload,
  downloading,
  initialPage,
  highlight,
  question,
  discussion,
  questions,
  answers,
}: ArchivePreviewProps) {
  const t = useT(archivesMessages);
  const source = useArchiveSource(course.id, archive?.id ?? null);
  // One link per archive shown: a new archive starts from its own first page.
  const archiveId = archive?.id ?? null;
  const link = useMemo(() => (archiveId === null ? null : createViewerLink()), [archiveId]);
  const { place, opened, links } = useQuestionPlaces(archive?.id ?? null, question);
  const viewer = (pageLayer?: PageLayer) =>
    archive &&
    source && (
      <LazyPdfViewer
        key={archive.id}
        source={source}
        initialPage={initialPage}
        highlight={highlight}
        place={place}
        pageLayer={pageLayer}
        link={link ?? undefined}
      />
    );
  const aside: AsidePanel[] = [];
  if (archive && answers && link)
    aside.push({ title: t('archives.answersPanel'), content: answers(archive, link), revealFile: opened });
  if (archive && discussion)
    aside.push({
      title: t('archives.discussion'),
      kind: 'discussion',
      content: discussion(archive, links),
      revealFile: opened,
    });
  return (
    <PdfViewerModal
      opened={archive !== null}
      archive={archive}
      courseName={course.name}
      onClose={onClose}
      onDownload={() => archive && onDownload(archive)}
      downloading={downloading}
      aside={aside.length > 0 ? aside : undefined}
    >
      {archive && source && (questions ? questions(archive, viewer) : viewer())}
    </PdfViewerModal>
  );
}
