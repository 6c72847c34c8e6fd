import { Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { Answer } from '@pastexam/api-contract';
import { IconPencil } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { useRenderedCount } from '../ai-exam/exam/markdown.tsx';
import { LoadError } from '../archives/load-error.tsx';
import { answersMessages } from '../i18n/compiled/answers.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';
import { useDrawnCount } from '../use-drawn-count.ts';

export type QuestionAnswersProps = {
  /** The question's name (`第 3 題`), the section's heading. Required. */
  name: string;
  /** Its answers in the server's order (official first, then by score, then newest). Required. */
  answers: Answer[];
  /** Draws one answer (an AnswerCard wired to its actions). Required. */
  renderAnswer: (answer: Answer) => ReactNode;
  /** Called by 撰寫解答. Required. */
  onWrite: () => void;
  /** The editor, shown in place of 撰寫解答 while the reader writes. Default none. */
  editor?: ReactNode;
  /** Beside the heading: the question's own buttons (收藏, …). Default none. */
  header?: ReactNode;
  /** Beside 撰寫解答: other ways to get an answer (請 AI 試答). Default none. */
  actions?: ReactNode;
  /** While the answers first load. Default false. */
  loading?: boolean;
  /** Why they could not be loaded (zh-TW). Default none. */
  error?: string | null;
  /** Called by 重試 after a failed load. Default: no 重試. */
  onRetry?: () => void;
  /** Heading level of the question's name. Default 3. */
  order?: 2 | 3 | 4;
};

/**
 * One question's answers: its name, its answers in order (the first few at once, the rest just after, each once
 * its text is rendered), and how to add one.
 */
export function QuestionAnswers({
  name,
  answers,
  renderAnswer,
  onWrite,
  editor,
  header,
  actions,
  loading = false,
  error = null,
  onRetry,
  order = 3,
}: QuestionAnswersProps) {
  const t = useT(answersMessages);
  const headingId = useId();
  // An answer is drawn once its text is rendered, never as a placeholder; a long one a chunk a frame.
  const drawn = useDrawnCount(useRenderedCount(answers.map((answer) => answer.body)));
  let list: ReactNode;
  if (loading || (answers.length > 0 && drawn === 0))
    list = (
      <Center py="md" role="status" aria-label={t('answers.loadingAnswers')}>
        <Loader size="sm" aria-hidden />
      </Center>
    );
  else if (error) list = <LoadError message={error} onRetry={onRetry} />;
  else if (answers.length === 0)
    list = (
      <Text size="sm" c="dimmed">
        {t('answers.noAnswers')}
      </Text>
    );
  else list = answers.slice(0, drawn).map((answer) => <div key={answer.id}>{renderAnswer(answer)}</div>);
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Title id={headingId} order={order} size="h4">
            {name}
          </Title>
          {!loading && !error && (
            <Text size="sm" c="dimmed">
              {t('answers.answerCount', { count: answers.length })}
            </Text>
          )}
        </Group>
        {header}
      </Group>
      {editor ?? (
        <Group gap="xs">
          <Button size="xs" leftSection={<IconPencil size={14} aria-hidden />} onClick={onWrite}>
            {t('answers.writeAnswer')}
          </Button>
          {actions}
        </Group>
      )}
      {list}
    </Stack>
  );
}
