import type { CourseSummary, CoursesByCategory } from '@pastexam/api-contract';
import { findCourse } from '@pastexam/ui/archive';
import { toast } from '@pastexam/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { queryKeys } from '../../../api/query-keys.ts';
import { courseArchivesQuery, coursesQuery } from '../../../api/shared-queries.ts';
import { errorMessage, errorStatus } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.tsx';
import { useQueryFailure } from '../../../lib/use-query-failure.ts';
import { readSelectedSubject, writeSelectedSubject } from './selected-subject.ts';

/** product §4.7: what a failed course list load says. */
const COURSES_FAILED_MESSAGE = '無法載入課程列表';
/** product §4.7: what a failed archive load says. */
const ARCHIVES_FAILED_MESSAGE = '服務暫時無法使用，請稍後再試';

const toastCoursesFailed = () => toast.error('載入失敗', COURSES_FAILED_MESSAGE);

/**
 * The archive page's data: the course list, the chosen course (kept in localStorage `selectedSubject` and
 * restored only while it still exists) and its archives, all read from the shared query cache. Mutations
 * elsewhere refresh what they change; this hook only reacts to what the lists say.
 */
export function useArchiveData() {
  const { api, queryClient } = useServices();
  const courses = useQuery(coursesQuery(api));
  const [selectedId, setSelectedId] = useState<number | null>(() => readSelectedSubject(localStorage));
  const selectedRef = useRef(selectedId);
  // The list the user has seen, to tell a course removed while shown from a stale remembered one.
  const shownCourses = useRef<CoursesByCategory | null>(null);

  const choose = useCallback((courseId: number | null) => {
    selectedRef.current = courseId;
    setSelectedId(courseId);
    writeSelectedSubject(localStorage, courseId);
  }, []);

  // Checked when a new course list arrives, not when the choice changes: a course just uploaded to is chosen
  // before the list that holds it comes back.
  useEffect(() => {
    const loaded = courses.data;
    if (!loaded) return;
    const previous = shownCourses.current;
    shownCourses.current = loaded;
    const chosen = selectedRef.current;
    if (chosen === null || findCourse(loaded, chosen)) return;
    // A course deleted since it was chosen is not restored.
    choose(null);
    // Removed while on screen: say so rather than silently swapping the page for the welcome.
    const gone = previous && findCourse(previous, chosen);
    if (gone) toast.warning('課程已不存在', `「${gone.course.name}」已被刪除，請選擇其他課程`);
  }, [courses.data, choose]);

  useQueryFailure(courses, toastCoursesFailed);

  const selected = courses.data && selectedId !== null ? findCourse(courses.data, selectedId) : null;
  // Without a chosen course the query is off; its placeholder id is never fetched.
  const archives = useQuery({
    ...courseArchivesQuery(api, selected?.course.id ?? 0),
    enabled: selected !== null,
  });

  // The course was removed meanwhile: the course list is out of date too.
  const refreshCoursesIfGone = useCallback(
    (error: Error) => {
      if (errorStatus(error) === 404)
        void queryClient.invalidateQueries({ queryKey: queryKeys.courses, exact: true });
    },
    [queryClient],
  );
  useQueryFailure(archives, refreshCoursesIfGone);

  // A failure is shown once the last try is over; a retry shows the loading state again, as the first load did.
  const failed = (query: { isError: boolean; isFetching: boolean }) => query.isError && !query.isFetching;
  const archivesError =
    failed(archives) && errorStatus(archives.error) !== 401
      ? errorStatus(archives.error) === 404
        ? errorMessage(archives.error, ARCHIVES_FAILED_MESSAGE)
        : ARCHIVES_FAILED_MESSAGE
      : null;

  return {
    courses: courses.data ?? null,
    coursesError: failed(courses) && errorStatus(courses.error) !== 401 ? COURSES_FAILED_MESSAGE : null,
    reloadCourses: () => void courses.refetch(),
    /** The chosen course with its category, or null. */
    selected,
    select: (course: CourseSummary) => choose(course.id),
    /** Shows a course by id, e.g. the one an upload went to, which the next course list will hold. */
    selectCourseId: choose,
    /** The chosen course's archives; null while they load, after a failure or without a course. */
    archives: selected && archivesError === null ? (archives.data ?? null) : null,
    archivesError: selected ? archivesError : null,
    reloadArchives: () => void archives.refetch(),
  };
}

export type ArchiveData = ReturnType<typeof useArchiveData>;
