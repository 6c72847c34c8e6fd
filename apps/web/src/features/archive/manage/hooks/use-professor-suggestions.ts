import { useEffect, useState } from 'react';
import { useServices } from '../../../../lib/services.tsx';
import { getCourseArchives } from '../../api/get-course-archives.ts';

/**
 * The professors who already have archives in a course, to suggest while typing. Only a help: a failed load
 * leaves the list empty and the user types the name.
 */
export function useProfessorSuggestions(courseId: number | null): string[] {
  const { api } = useServices();
  const [loaded, setLoaded] = useState<{ courseId: number; professors: string[] } | null>(null);

  useEffect(() => {
    if (courseId === null) return;
    let current = true;
    getCourseArchives(api, courseId)
      .then((archives) => {
        const professors = [...new Set(archives.map((archive) => archive.professor))];
        if (current)
          setLoaded({ courseId, professors: professors.sort((a, b) => a.localeCompare(b, 'zh-TW')) });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [api, courseId]);

  return loaded !== null && loaded.courseId === courseId ? loaded.professors : [];
}
