import { Paper } from '@mantine/core';

export interface ExamPlainTextProps {
  /** The exam as generated text. Required, no default. */
  content: string;
}

/**
 * An exam generated before exams were structured: its text as written, in a fixed-width font so the model's
 * alignment survives. Focusable, so a long one scrolls from the keyboard.
 */
export function ExamPlainText({ content }: ExamPlainTextProps) {
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
      aria-label="生成的模擬試題內容"
    >
      {content}
    </Paper>
  );
}
