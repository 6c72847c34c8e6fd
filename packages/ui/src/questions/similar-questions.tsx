import { Anchor, Badge, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { SimilarQuestion } from '@pastexam/api-contract';
import { type ReactNode, useId } from 'react';
import { LoadError } from '../archives/load-error.tsx';
import { followInPage } from '../archives/plain-click.ts';

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

/** `相似度 87%`: similarity in whole percent. */
export const similarityLabel = (similarity: number) => `相似度 ${Math.round(similarity * 100)}%`;

/** `重複出現 110、112`: the years a question was asked in its course. */
export const recurringLabel = (years: readonly number[]) => `重複出現 ${years.join('、')}`;

function SimilarItem({
  similar,
  href,
  onOpen,
}: { similar: SimilarQuestion } & Pick<SimilarQuestionsProps, 'href' | 'onOpen'>) {
  return (
    <Group component="li" gap="xs" justify="space-between" wrap="nowrap">
      <Stack gap={0}>
        <Anchor href={href(similar)} onClick={onOpen && followInPage(() => onOpen(similar))}>
          {similar.archive.academic_year} 學年度 {similar.archive.name} · {similar.question.name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {similar.course.name}
        </Text>
      </Stack>
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {similarityLabel(similar.similarity)}
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
  const headingId = useId();
  let body: ReactNode;
  if (error) body = <LoadError message={error} onRetry={onRetry} />;
  else if (similar === null)
    body = (
      <Center py="xs" role="status" aria-label="正在載入相似題">
        <Loader size="sm" aria-hidden />
      </Center>
    );
  else if (similar.length === 0)
    body = (
      <Text size="sm" c="dimmed">
        其他考古題中沒有相似題。
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
          相似題
        </Title>
        {recurringYears.length > 0 && (
          <Badge color="orange" variant="light">
            {recurringLabel(recurringYears)}
          </Badge>
        )}
      </Group>
      {body}
    </Stack>
  );
}
