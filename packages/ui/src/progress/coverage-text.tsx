import { Text } from '@mantine/core';
import { type Coverage, coverageLabel } from '@pastexam/api-contract';

export interface CoverageTextProps {
  /** How many questions there are and how many are answered. Required, no default. */
  coverage: Partial<Coverage>;
  /** Mantine text size. Default: `xs`. */
  size?: 'xs' | 'sm';
}

/** `已解答 12 / 40 題`, dimmed; nothing when there are no questions (or the server sent no coverage). */
export function CoverageText({ coverage, size = 'xs' }: CoverageTextProps) {
  const { question_count: questions, answered_count: answered } = coverage;
  if (!questions || answered === undefined) return null;
  return (
    <Text component="span" size={size} c="dimmed">
      {coverageLabel({ question_count: questions, answered_count: answered })}
    </Text>
  );
}
