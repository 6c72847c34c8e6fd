import type { Archive } from '@pastexam/api-contract';
import { useQuery } from '@tanstack/react-query';
import { courseArchivesQuery } from '../../../../api/shared-queries.ts';
import { useServices } from '../../../../lib/services.tsx';

const professorsOf = (archives: Archive[]): string[] =>
  [...new Set(archives.map((archive) => archive.professor))].sort((a, b) => a.localeCompare(b, 'zh-TW'));

/**
 * The professors who already have archives in a course, to suggest while typing; read from the course's
 * archive list in the shared cache, so the list the page shows is not fetched again. Only a help: while it
 * loads, after a failure or without a course, the list is empty and the user types the name.
 */
export function useProfessorSuggestions(courseId: number | null): string[] {
  const { api } = useServices();
  // Without a course the query is off; its placeholder id is never fetched.
  const { data } = useQuery({
    ...courseArchivesQuery(api, courseId ?? 0),
    enabled: courseId !== null,
    select: professorsOf,
  });
  return courseId === null ? [] : (data ?? []);
}
