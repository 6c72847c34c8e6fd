import { type ArchiveFilter, emptyArchiveFilter } from '@pastexam/ui/archives';
import { useEffect, useState } from 'react';
import type { ArchiveLocation } from '../../../lib/use-archive-location.ts';
import { useRecordCourseVisit } from '../api/archive-overview.ts';

/**
 * Which course the page shows and how its list is filtered: choosing a course puts it in the address and starts
 * its list unfiltered, and each course shown is noted as visited, for the overview's 最近瀏覽的課程.
 */
export function useCourseChoice({ go }: ArchiveLocation, courseId: number | null) {
  const [filterState, setFilterState] = useState<{ courseId: number | null; filter: ArchiveFilter }>({
    courseId: null,
    filter: emptyArchiveFilter,
  });

  const { mutate: recordVisit } = useRecordCourseVisit();
  useEffect(() => {
    if (courseId !== null) recordVisit(courseId);
  }, [courseId, recordVisit]);

  return {
    // Another course starts unfiltered.
    filter: filterState.courseId === courseId ? filterState.filter : emptyArchiveFilter,
    setFilter: (filter: ArchiveFilter) => setFilterState({ courseId, filter }),
    /** Opens a course from the list. */
    choose: (id: number) => {
      if (id !== courseId) go({ course: id });
      setFilterState({ courseId: id, filter: emptyArchiveFilter });
    },
    /** Shows a course an upload went to: unfiltered, so the new archive is there to see. */
    show: (id: number) => {
      if (id !== courseId) go({ course: id });
      setFilterState({ courseId: null, filter: emptyArchiveFilter });
    },
  };
}
