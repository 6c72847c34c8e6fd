import type { PracticeCounts } from '@pastexam/api-contract';

export interface PracticeCountsTextProps {
  /** How many questions carry each grade. Required, no default. */
  counts: PracticeCounts;
}

/** `會 2 · 不確定 1 · 不會 0 · 未自評 1`, leaving out 未自評 when every question is graded. */
export function PracticeCountsText({ counts }: PracticeCountsTextProps) {
  const parts = [`會 ${counts.known}`, `不確定 ${counts.unsure}`, `不會 ${counts.unknown}`];
  if (counts.unmarked > 0) parts.push(`未自評 ${counts.unmarked}`);
  return <>{parts.join(' · ')}</>;
}
