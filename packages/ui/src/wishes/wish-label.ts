import type { Wish } from '@pastexam/api-contract';
import { archiveTypeLabels } from '@pastexam/api-contract/labels';

/**
 * The exam a wish waits for, as short as it can be said: `113 期中考（陳教授）`; what it leaves open is left out,
 * and a wish naming nothing is `任何考古題`.
 */
export function wishExamLabel(wish: Pick<Wish, 'professor' | 'academic_year' | 'archive_type'>): string {
  const exam = [wish.academic_year, wish.archive_type && archiveTypeLabels[wish.archive_type]]
    .filter((part) => part !== null)
    .join(' ');
  const professor = wish.professor === null ? '' : `（${wish.professor}）`;
  if (exam === '') return professor === '' ? '任何考古題' : `任何考古題${professor}`;
  return `${exam}${professor}`;
}
