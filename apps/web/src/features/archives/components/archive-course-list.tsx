import { CourseSidebar } from '@pastexam/ui/archives';
import type { ArchiveLocation } from '../../../lib/use-archive-location.ts';
import type { ArchiveData } from '../hooks/use-archive-data.ts';
import { CourseListPanel, type CourseListPlacement, closeCourseDrawer } from './course-list-panel.tsx';

export type ArchiveCourseListProps = {
  /** Where the course list is and whether it is shown. Required. */
  shell: CourseListPlacement;
  /** The course list, or its failure. Required. */
  data: Pick<ArchiveData, 'courses' | 'coursesError' | 'reloadCourses'>;
  /** The page's address, which each course and 總覽 link to. Required. */
  location: Pick<ArchiveLocation, 'go' | 'hrefOf'>;
  /** The course shown, highlighted, or null. Required. */
  selectedCourseId: number | null;
  /** Whether the page shows the overview, which 總覽 then marks as current. Required. */
  showingOverview: boolean;
  /** Opens a course chosen in the list. Required. */
  onOpenCourse: (courseId: number) => void;
  /** The courses the reader follows (追蹤), pinned atop the list. Default: none. */
  followedCourseIds?: ReadonlySet<number> | undefined;
};

/** The archive page's course list, each course and 總覽 a link within the page; the drawer closes on a choice. */
export function ArchiveCourseList({
  shell,
  data,
  location: { go, hrefOf },
  selectedCourseId,
  showingOverview,
  onOpenCourse,
  followedCourseIds,
}: ArchiveCourseListProps) {
  return (
    <CourseListPanel shell={shell}>
      <CourseSidebar
        courses={data.courses}
        error={data.coursesError}
        onRetry={() => void data.reloadCourses()}
        selectedCourseId={selectedCourseId}
        onSelect={(course) => onOpenCourse(course.id)}
        courseHref={(id) => hrefOf({ course: id })}
        followedCourseIds={followedCourseIds}
        overview={{
          href: hrefOf({ overview: true }),
          current: showingOverview,
          onOpen: () => {
            if (!showingOverview) go({ overview: true });
            closeCourseDrawer(shell);
          },
        }}
      />
    </CourseListPanel>
  );
}
