import type { PracticeCounts } from '@pastexam/api-contract';
import { practiceMessages } from '../i18n/compiled/practice.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';

export interface PracticeCountsTextProps {
  /** How many questions carry each grade. Required, no default. */
  counts: PracticeCounts;
}

/** `會 2 · 不確定 1 · 不會 0 · 未自評 1`, leaving out 未自評 when every question is graded. */
export function PracticeCountsText({ counts }: PracticeCountsTextProps) {
  const t = useT(practiceMessages);
  return <>{t(counts.unmarked > 0 ? 'practice.countsWithUnmarked' : 'practice.counts', { ...counts })}</>;
}
