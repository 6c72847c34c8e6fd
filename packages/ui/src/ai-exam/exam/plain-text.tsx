import { Paper } from '@mantine/core';
import { aiExamMessages } from '../../i18n/compiled/ai-exam.catalogue.ts';
import { useT } from '../../i18n/locale-provider.tsx';

export interface ExamPlainTextProps {
  /** The exam as generated text. Required, no default. */
  content: string;
}

/**
 * An exam generated before exams were structured: its text as written, in a fixed-width font so the model's
 * alignment survives. Focusable, so a long one scrolls from the keyboard.
 */
export function ExamPlainText({ content }: ExamPlainTextProps) {
  const t = useT(aiExamMessages);
  return (
    <Paper
      p="sm"
      radius="sm"
      bg="var(--mantine-color-default-hover)"
      style={{
        whiteSpace: 'pre-wrap',
        lineHeight: 1.8,
        fontFamily: 'var(--mantine-font-family-monospace)',
      }}
      data-testid="ai-exam-content"
      tabIndex={0}
      aria-label={t('ai-exam.plainTextLabel')}
    >
      {content}
    </Paper>
  );
}
