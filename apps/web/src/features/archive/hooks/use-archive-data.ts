import type { Archive, CourseSummary, CoursesByCategory } from '@pastexam/api-contract';
import { findCourse } from '@pastexam/ui/archive';
import { toast } from '@pastexam/ui/toast';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage, errorStatus } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.tsx';
import { getCourseArchives } from '../api/get-course-archives.ts';
import { getCourses } from '../api/get-courses.ts';
import { readSelectedSubject, writeSelectedSubject } from './selected-subject.ts';

/** product §4.7: what a failed archive load says. */
const ARCHIVES_FAILED_MESSAGE = '服務暫時無法使用，請稍後再試';

type ArchivesState = { courseId: number | null; archives: Archive[] | null; error: string | null };

/**
 * The archive page's data: the course list, the chosen course (kept in localStorage `selectedSubject` and
 * restored only while it still exists) and its archives. `refresh()` re-fetches both after a change.
 */
export function useArchiveData() {
  const { api } = useServices();
  const [courses, setCourses] = useState<CoursesByCategory | null>(null);
  const [coursesError, setCoursesError] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(() => readSelectedSubject(localStorage));
  const [state, setState] = useState<ArchivesState>({ courseId: null, archives: null, error: null });
  // Answers can arrive out of order (a fast second click); only the newest request may write.
  const selectedRef = useRef(selectedId);
  const archivesRequest = useRef(0);
  // The list the user has seen, to tell a course removed while shown from a stale remembered one.
  const shownCourses = useRef<CoursesByCategory | null>(null);

  const choose = useCallback((courseId: number | null) => {
    selectedRef.current = courseId;
    setSelectedId(courseId);
    writeSelectedSubject(localStorage, courseId);
  }, []);

  const loadCourses = useCallback(async () => {
    setCoursesError(null);
    try {
      const loaded = await getCourses(api);
      const previous = shownCourses.current;
      shownCourses.current = loaded;
      setCourses(loaded);
      // A course deleted since it was chosen is not restored.
      const chosen = selectedRef.current;
      if (chosen !== null && !findCourse(loaded, chosen)) {
        choose(null);
        // Removed while on screen: say so rather than silently swapping the page for the welcome.
        const gone = previous && findCourse(previous, chosen);
        if (gone) toast.warning('課程已不存在', `「${gone.course.name}」已被刪除，請選擇其他課程`);
      }
    } catch (error) {
      if (errorStatus(error) === 401) return;
      setCoursesError('無法載入課程列表');
      toast.error('載入失敗', '無法載入課程列表');
    }
  }, [api, choose]);

  const loadArchives = useCallback(
    async (courseId: number, { keepShown = false } = {}) => {
      const request = ++archivesRequest.current;
      // A refresh keeps the current list on screen instead of flashing the loading state.
      if (!keepShown) setState({ courseId, archives: null, error: null });
      try {
        const archives = await getCourseArchives(api, courseId);
        if (request === archivesRequest.current) setState({ courseId, archives, error: null });
      } catch (error) {
        if (request !== archivesRequest.current || errorStatus(error) === 401) return;
        const gone = errorStatus(error) === 404;
        setState({
          courseId,
          archives: null,
          error: gone ? errorMessage(error, ARCHIVES_FAILED_MESSAGE) : ARCHIVES_FAILED_MESSAGE,
        });
        // The course was removed meanwhile: the course list is out of date too.
        if (gone) void loadCourses();
      }
    },
    [api, loadCourses],
  );

  useEffect(() => {
    void loadCourses();
  }, [loadCourses]);

  const selected = useMemo(
    () => (courses && selectedId !== null ? findCourse(courses, selectedId) : null),
    [courses, selectedId],
  );
  const selectedCourseId = selected?.course.id ?? null;

  useEffect(() => {
    if (selectedCourseId !== null) void loadArchives(selectedCourseId);
  }, [selectedCourseId, loadArchives]);

  const refresh = useCallback(
    async ({ selectCourseId }: { selectCourseId?: number } = {}) => {
      if (selectCourseId !== undefined) choose(selectCourseId);
      const courseId = selectedRef.current;
      await Promise.all([
        loadCourses(),
        courseId !== null && courseId === state.courseId
          ? loadArchives(courseId, { keepShown: true })
          : Promise.resolve(),
      ]);
    },
    [choose, loadCourses, loadArchives, state.courseId],
  );

  /** Changes one archive in the shown list without a round trip (e.g. its download count). */
  const patchArchive = useCallback((id: number, change: (archive: Archive) => Archive) => {
    setState((current) => ({
      ...current,
      archives: current.archives?.map((archive) => (archive.id === id ? change(archive) : archive)) ?? null,
    }));
  }, []);

  const current = selected && state.courseId === selected.course.id ? state : null;
  return {
    courses,
    coursesError,
    reloadCourses: loadCourses,
    /** The chosen course with its category, or null. */
    selected,
    select: (course: CourseSummary) => choose(course.id),
    /** The chosen course's archives; null while they load or without a course. */
    archives: current?.archives ?? null,
    archivesError: current?.error ?? null,
    reloadArchives: () => {
      if (selected) void loadArchives(selected.course.id);
    },
    /** Re-fetches the course list and the shown archives; optionally switches to another course first. */
    refresh,
    patchArchive,
  };
}

export type ArchiveData = ReturnType<typeof useArchiveData>;
