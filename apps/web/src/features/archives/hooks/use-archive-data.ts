import type { CoursesByCategory } from '@pastexam/api-contract';
import { findCourse } from '@pastexam/ui/archives';
import { useT } from '@pastexam/ui/i18n';
import { archivesMessages } from '@pastexam/ui/messages/archives';
import { toast } from '@pastexam/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { queryKeys } from '../../../api/query-keys.ts';
import { courseArchivesQuery, coursesQuery } from '../../../api/shared-queries.ts';
import { errorMessage, errorStatus } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.tsx';
import { useQueryFailure } from '../../../lib/use-query-failure.ts';
import { readSelectedSubject, writeSelectedSubject } from './selected-subject.ts';

/**
 * The archive page's data for the course its address names: the course list, that course (with its category)
 * once the list holds it, and its archives, all read from the shared query cache. The course shown is remembered
 * as the last one (localStorage `selectedSubject`), and forgotten once a settled list no longer has it.
 * Mutations elsewhere refresh what they change; this hook only reacts to what the lists say.
 */
export function useArchiveData(shownId: number | null) {
  const t = useT(archivesMessages);
  const { api, queryClient } = useServices();
  const courses = useQuery(coursesQuery(api));
  const shownRef = useRef(shownId);
  useLayoutEffect(() => {
    shownRef.current = shownId;
  });
  // The list the user has seen, to tell a course removed while shown from a stale address.
  const shownCourses = useRef<CoursesByCategory | null>(null);

  // Checked when a new course list arrives, not when the address changes: a course just uploaded to is shown
  // before the list that holds it comes back.
  useEffect(() => {
    const loaded = courses.data;
    if (!loaded) return;
    const previous = shownCourses.current;
    shownCourses.current = loaded;
    const shown = shownRef.current;
    if (shown === null || findCourse(loaded, shown)) return;
    if (readSelectedSubject(localStorage) === shown) writeSelectedSubject(localStorage, null);
    // Removed while on screen: say so, as well as showing that it cannot be found.
    const gone = previous && findCourse(previous, shown);
    if (gone)
      toast.warning(t('archives.courseRemoved'), t('archives.courseRemovedHint', { name: gone.course.name }));
  }, [courses.data, t]);

  // product §4.7: what a failed course list load says.
  const coursesFailed = t('archives.coursesFailed');
  const toastCoursesFailed = useCallback(
    () => toast.error(t('archives.loadFailed'), coursesFailed),
    [t, coursesFailed],
  );
  useQueryFailure(courses, toastCoursesFailed);

  const selected = courses.data && shownId !== null ? findCourse(courses.data, shownId) : null;
  const selectedId = selected?.course.id ?? null;
  useEffect(() => {
    if (selectedId !== null) writeSelectedSubject(localStorage, selectedId);
  }, [selectedId]);

  // Without a course the query is off; its placeholder id is never fetched.
  const archives = useQuery({ ...courseArchivesQuery(api, selectedId ?? 0), enabled: selectedId !== null });

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
  // product §4.7: what a failed archive load says.
  const archivesFailed = t('archives.archivesFailed');
  const archivesError =
    failed(archives) && errorStatus(archives.error) !== 401
      ? errorStatus(archives.error) === 404
        ? errorMessage(archives.error, archivesFailed)
        : archivesFailed
      : null;

  return {
    courses: courses.data ?? null,
    coursesError: failed(courses) && errorStatus(courses.error) !== 401 ? coursesFailed : null,
    /** The list is loaded and not being reloaded: a course it lacks is not merely on its way (an upload's). */
    coursesSettled: courses.data !== undefined && !courses.isFetching,
    reloadCourses: () => void courses.refetch(),
    /** The course the address names, with its category, once the list holds it; else null. */
    selected,
    /** Its archives; null while they load, after a failure or without a course. */
    archives: selected && archivesError === null ? (archives.data ?? null) : null,
    archivesError: selected ? archivesError : null,
    reloadArchives: () => void archives.refetch(),
  };
}

export type ArchiveData = ReturnType<typeof useArchiveData>;
