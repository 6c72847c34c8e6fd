import { Text } from '@mantine/core';
import type { Coverage } from '@pastexam/api-contract';
import { progressMessages } from '../i18n/compiled/progress.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';

export interface CoverageTextProps {
  /** How many questions there are and how many are answered. Required, no default. */
  coverage: Partial<Coverage>;
  /** Mantine text size. Default: `xs`. */
  size?: 'xs' | 'sm';
}

/** `已解答 12 / 40 題`, dimmed; nothing when there are no questions (or the server sent no coverage). */
export function CoverageText({ coverage, size = 'xs' }: CoverageTextProps) {
  const t = useT(progressMessages);
  const { question_count: questions, answered_count: answered } = coverage;
  if (!questions || answered === undefined) return null;
  return (
    <Text component="span" size={size} c="dimmed">
      {t('progress.coverage', { answered, questions })}
    </Text>
  );
}
