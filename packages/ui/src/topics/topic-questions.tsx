import { Anchor, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { TopicPage, TopicQuestion } from '@pastexam/api-contract';
import { MAX_WORKSHEET_QUESTIONS } from '@pastexam/api-contract/worksheet-limits';
import { IconListNumbers } from '@tabler/icons-react';
import { LoadError } from '../archives/load-error.tsx';
import { followInPage } from '../archives/plain-click.ts';
import { topicsMessages } from '../i18n/compiled/topics.catalogue.ts';
import { formatsFor } from '../i18n/format.ts';
import { useLocale, useT } from '../i18n/locale-provider.tsx';

export type TopicQuestionsProps = {
  /** The topic and its questions; null while on their way. Required. */
  page: TopicPage | null;
  /** The address of a question (its exam previewed at it). Required. */
  href: (question: TopicQuestion) => string;
  /** Called instead of following a plain click on a question (the app navigates itself). Default: links followed. */
  onOpen?: (question: TopicQuestion) => void;
  /** Why the page could not be loaded (zh-TW). Default none. */
  error?: string | null;
  /** Called by 重試 after a failed load. Default: no 重試. */
  onRetry?: () => void;
  /** 建立題單: a new worksheet of the questions listed (the first 50). Default: no such button. */
  onMakeWorksheet?: () => void;
  /** The worksheet is being made: 建立題單 waits. Default: false. */
  making?: boolean;
};

/** A topic's page: its questions across courses, exams and years, newest first, and how many are answered. */
export function TopicQuestions({
  page,
  href,
  onOpen,
  error = null,
  onRetry,
  onMakeWorksheet,
  making = false,
}: TopicQuestionsProps) {
  const t = useT(topicsMessages);
  const { academicYear } = formatsFor(useLocale());
  if (error) return <LoadError message={error} onRetry={onRetry} />;
  if (page === null)
    return (
      <Center role="status" aria-label={t('topics.loading')}>
        <Loader size="sm" aria-hidden />
      </Center>
    );
  const { topic, coverage, questions } = page;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {topic.area ? `${topic.area.name_zh} › ` : ''}
        {topic.name_zh}
      </Title>
      <Text c="dimmed" lang="en">
        {topic.name_en}
      </Text>
      <Group justify="space-between" gap="xs">
        <Text>{t('topics.answered', { answered: coverage.answered, total: coverage.total })}</Text>
        {onMakeWorksheet && questions.length > 0 && (
          <Button
            variant="default"
            leftSection={<IconListNumbers size={16} aria-hidden />}
            loading={making}
            onClick={onMakeWorksheet}
          >
            {questions.length > MAX_WORKSHEET_QUESTIONS
              ? t('topics.makeWorksheetLatest', { max: MAX_WORKSHEET_QUESTIONS })
              : t('topics.makeWorksheet')}
          </Button>
        )}
      </Group>
      {questions.length === 0 ? (
        <Text c="dimmed">{t('topics.noQuestions')}</Text>
      ) : (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {questions.map((one) => (
            <Group component="li" key={one.question.id} gap="xs" justify="space-between" wrap="wrap">
              <Stack gap={0}>
                <Anchor href={href(one)} onClick={onOpen && followInPage(() => onOpen(one))}>
                  {academicYear(one.archive.academic_year)} {one.archive.name} · {one.question.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {one.course.name} · {one.archive.professor}
                  {one.status === 'proposed' ? ` · ${t('topics.statusProposed')}` : ''}
                </Text>
              </Stack>
              <Text size="sm" c="dimmed">
                {one.answer_count > 0
                  ? t('topics.answerCount', { count: one.answer_count })
                  : t('topics.noAnswers')}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
