import { Anchor, Badge, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { SimilarQuestion } from '@pastexam/api-contract';
import { type ReactNode, useId } from 'react';
import { LoadError } from '../archives/load-error.tsx';
import { followInPage } from '../archives/plain-click.ts';
import { questionsMessages } from '../i18n/compiled/questions.catalogue.ts';
import { formatsFor } from '../i18n/format.ts';
import type { Translate } from '../i18n/i18n.ts';
import { useLocale, useT } from '../i18n/locale-provider.tsx';
import type { MessageId } from '../i18n/messages/questions.zh-TW.ts';

export type SimilarQuestionsProps = {
  /** The question's 相似題, the most alike first; null while on their way. Required. */
  similar: readonly SimilarQuestion[] | null;
  /** The years it was asked in its course, ascending; empty unless it was asked again (重複出現). Default []. */
  recurringYears?: readonly number[];
  /** The address that opens a 相似題's exam at that question. Required. */
  href: (similar: SimilarQuestion) => string;
  /** Called instead of following a plain click on a link (the app navigates itself). Default: links followed. */
  onOpen?: (similar: SimilarQuestion) => void;
  /** Why they could not be loaded (zh-TW). Default none. */
  error?: string | null;
  /** Called by 重試 after a failed load. Default: no 重試. */
  onRetry?: () => void;
};

/** `相似度 87%`: similarity in whole percent, in `t`'s words. */
export const similarityLabel = (t: Translate<MessageId>, similarity: number) =>
  t('questions.similarity', { percent: Math.round(similarity * 100) });

/** `重複出現 110、112`: the years a question was asked in its course, in `t`'s words. */
export const recurringLabel = (t: Translate<MessageId>, years: readonly number[]) =>
  t('questions.recurring', { years: years.join(t('questions.yearSeparator')) });

function SimilarItem({
  similar,
  href,
  onOpen,
}: { similar: SimilarQuestion } & Pick<SimilarQuestionsProps, 'href' | 'onOpen'>) {
  const t = useT(questionsMessages);
  const { academicYear } = formatsFor(useLocale());
  return (
    <Group component="li" gap="xs" justify="space-between" wrap="nowrap">
      <Stack gap={0}>
        <Anchor href={href(similar)} onClick={onOpen && followInPage(() => onOpen(similar))}>
          {academicYear(similar.archive.academic_year)} {similar.archive.name} · {similar.question.name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {similar.course.name}
        </Text>
      </Stack>
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {similarityLabel(t, similar.similarity)}
      </Text>
    </Group>
  );
}

/**
 * 相似題 of one question: the alike questions of the department's other exams, each with its exam, year and
 * similarity, linking to that question; 重複出現 with its years when it was asked again in its course.
 */
export function SimilarQuestions({
  similar,
  recurringYears = [],
  href,
  onOpen,
  error = null,
  onRetry,
}: SimilarQuestionsProps) {
  const t = useT(questionsMessages);
  const headingId = useId();
  let body: ReactNode;
  if (error) body = <LoadError message={error} onRetry={onRetry} />;
  else if (similar === null)
    body = (
      <Center py="xs" role="status" aria-label={t('questions.similarLoading')}>
        <Loader size="sm" aria-hidden />
      </Center>
    );
  else if (similar.length === 0)
    body = (
      <Text size="sm" c="dimmed">
        {t('questions.noSimilar')}
      </Text>
    );
  else
    body = (
      <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {similar.map((one) => (
          <SimilarItem key={one.question.id} similar={one} href={href} onOpen={onOpen} />
        ))}
      </Stack>
    );
  return (
    <Stack component="section" gap="xs" aria-labelledby={headingId}>
      <Group gap="xs">
        <Title id={headingId} order={4} size="h5">
          {t('questions.similar')}
        </Title>
        {recurringYears.length > 0 && (
          <Badge color="orange" variant="light">
            {recurringLabel(t, recurringYears)}
          </Badge>
        )}
      </Group>
      {body}
    </Stack>
  );
}
