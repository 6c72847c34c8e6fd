import { findCourse } from '@pastexam/ui/archives';
import { useEffect } from 'react';
import type { ContentSearch } from '../../../lib/archive-address.ts';
import type { ArchiveLocation } from '../../../lib/use-archive-location.ts';
import { readSelectedSubject, writeSelectedSubject } from './selected-subject.ts';
import type { ArchiveData } from './use-archive-data.ts';

/**
 * `/archive` with neither a course nor the overview is where the page opens (signing in, the top bar's title):
 * it reopens the last course once the course list holds it, else shows the overview (product §4.1). Either
 * way the address is replaced with the one shown, so that the history holds no bare `/archive`, which would
 * reopen the last course when Back or Forward came to it. A last course the list lacks is forgotten. True
 * while the last course is being looked for (nothing to show yet).
 */
export function useLastCourse(
  { search, go }: ArchiveLocation,
  data: Pick<ArchiveData, 'courses' | 'coursesError'>,
): boolean {
  const bare = search.course === undefined && search.overview !== true;
  const last = bare ? readSelectedSubject(localStorage) : null;
  const known = data.courses !== null;
  const listed = last !== null && data.courses !== null && findCourse(data.courses, last) !== null;
  // Without a course list (it failed) nothing can be reopened: the overview shows.
  const looking = last !== null && !known && data.coursesError === null;

  // A search in the address stays while the course beneath it is chosen.
  const { course: _course, archive: _archive, overview: _overview, ...searching } = search;
  const kept = JSON.stringify(searching);
  useEffect(() => {
    if (!bare || looking) return;
    const content: ContentSearch = JSON.parse(kept);
    if (listed && last !== null) return go({ course: last, ...content }, { replace: true });
    if (last !== null) writeSelectedSubject(localStorage, null);
    go({ overview: true, ...content }, { replace: true });
  }, [bare, looking, listed, last, go, kept]);

  return bare && (looking || listed);
}
