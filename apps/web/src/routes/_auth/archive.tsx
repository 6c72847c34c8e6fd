import type { Archive, Wish } from '@pastexam/api-contract';
import { ReviewTodayPlaceholder } from '@pastexam/ui/review';
import { createFileRoute } from '@tanstack/react-router';
import { Suspense, useState } from 'react';
import { useDisplayName } from '../../api/me-query.ts';
import { archivePanels } from '../../app/archive-panels.tsx';
import { useShellState } from '../../app/shell-state.tsx';
import {
  ArchiveReporter,
  ReportArchiveAction,
} from '../../features/archive-reports/components/report-archive.tsx';
import { ArchivePage, type ArchivePageActions } from '../../features/archives/components/archive-page.tsx';
import {
  ArchiveManager,
  renderManageActions,
  renderUploadAction,
  type UploadRequest,
} from '../../features/archives/manage/components/archive-page-actions.tsx';
import { CourseFollow, useFollowedCourseIds } from '../../features/follows/components/course-follow.tsx';
import { PracticeLink } from '../../features/practice/components/practice-link.tsx';
import { ArchiveCompletion } from '../../features/progress/components/archive-completion.tsx';
import { FingerprintLink } from '../../features/topics/components/fingerprint-link.tsx';
import { CourseWishPool } from '../../features/wishes/components/course-wish-pool.tsx';
import { validateArchiveSearch } from '../../lib/archive-address.ts';
import { lazyComponent } from '../../lib/lazy-component.ts';

// 今天要複習 is a chunk of its own, asked for with the overview: a returning reader opening a course never needs it.
// Its frame holds the card's place meanwhile, so the overview below does not move when it arrives.
const ReviewToday = lazyComponent(
  () =>
    import('../../features/review/components/review-today-slot.tsx').then((module) => module.ReviewTodaySlot),
  () => null,
);

export const Route = createFileRoute('/_auth/archive')({
  // The course shown is in the address (/archive?course=3), so it can be bookmarked, shared and opened in a new
  // tab, and Back and Forward move between courses (product §4.1).
  validateSearch: validateArchiveSearch,
  // The course list is asked for while the page's code is still on its way, not after it has drawn; the page
  // reads it from the query cache as before (and says a failure itself), so nothing waits for it here.
  loader: async ({ context }) => {
    const { coursesQuery } = await import('../../api/shared-queries.ts');
    void context.queryClient.prefetchQuery(coursesQuery(context.api));
  },
  component: ArchiveRoute,
});

/** Each row's own buttons: the reader's 已完成, 模擬考 and 回報問題, then edit, move and delete where the reader may. */
function renderArchiveActions(archive: Archive, courseId: number, onChanged: () => void) {
  return (
    <>
      <ArchiveCompletion archive={archive} />
      <PracticeLink archive={archive} />
      <ReportArchiveAction archive={archive} />
      {renderManageActions(archive, courseId, onChanged)}
    </>
  );
}

/**
 * The header's buttons: 追蹤 and 出題分析 of the course shown, then upload, opened filled in by a wish's 我有這份.
 */
function headerActions(request: UploadRequest | null) {
  return (page: ArchivePageActions) => (
    <>
      {page.selectedCourse && <CourseFollow course={page.selectedCourse} />}
      {page.selectedCourse && <FingerprintLink course={page.selectedCourse} />}
      {renderUploadAction(page, request)}
    </>
  );
}

/** 我有這份: the upload the wish asks for, in its course, with what it names of the exam. */
const uploadFor = (wish: Wish): UploadRequest => ({
  courseId: wish.course_id,
  exam: { professor: wish.professor, academic_year: wish.academic_year, archive_type: wish.archive_type },
});

function ArchiveRoute() {
  // Greeted by the name the top bar shows: the nickname where there is one.
  const name = useDisplayName();
  const shell = useShellState();
  const followedCourseIds = useFollowedCourseIds();
  const [uploadRequest, setUploadRequest] = useState<UploadRequest | null>(null);
  return (
    name !== null && (
      // Edit, move and delete for every row, with the page's one edit dialog, and its one 回報問題 dialog.
      <ArchiveManager>
        <ArchiveReporter>
          <ArchivePage
            userName={name}
            shell={shell}
            panels={archivePanels}
            renderHeaderActions={headerActions(uploadRequest)}
            renderCourseAside={(course) => (
              <CourseWishPool course={course} onFulfil={(wish) => setUploadRequest(uploadFor(wish))} />
            )}
            renderArchiveActions={renderArchiveActions}
            followedCourseIds={followedCourseIds}
            overviewTop={
              <Suspense fallback={<ReviewTodayPlaceholder />}>
                <ReviewToday.Component />
              </Suspense>
            }
          />
        </ArchiveReporter>
      </ArchiveManager>
    )
  );
}
