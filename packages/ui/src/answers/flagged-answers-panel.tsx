import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { FlaggedAnswer, FlagOutcome } from '@pastexam/api-contract';
import { ReviewList, type ReviewListState } from '../admin/review-list.tsx';
import { answersMessages } from '../i18n/compiled/answers.catalogue.ts';
import { formatsFor } from '../i18n/format.ts';
import { useLabels } from '../i18n/labels.ts';
import { useLocale, useT } from '../i18n/locale-provider.tsx';
import { placeName } from './answer-labels.ts';

export type FlagListState = ReviewListState;

export type FlaggedAnswersPanelProps = {
  /** 待處理 or 已處理. Required, no default. */
  state: FlagListState;
  /** Called when the admin switches between them. Required, no default. */
  onStateChange: (state: FlagListState) => void;
  /** The flagged answers; null while they load or when they could not be loaded. Required. */
  answers: FlaggedAnswer[] | null;
  /** Whether the list is loading. Default false. */
  loading?: boolean;
  /** Asks again after a failed load; null when it loaded. Default null. */
  onRetry?: (() => void) | null;
  /** Resolves every open flag of the answer. Required, no default. */
  onResolve: (answerId: number, outcome: FlagOutcome) => void;
  /** The answer whose resolution is being sent; its buttons wait. Default null. */
  busyAnswerId?: number | null;
  /** The address of the exam at the flagged answer's question. Required, no default. */
  linkOf: (answer: FlaggedAnswer) => string;
};

const outcomes: readonly FlagOutcome[] = ['kept', 'hidden', 'deleted'];

function FlaggedAnswerCard({
  answer,
  onResolve,
  busy,
  linkOf,
}: {
  answer: FlaggedAnswer;
  onResolve: FlaggedAnswersPanelProps['onResolve'];
  busy: boolean;
  linkOf: FlaggedAnswersPanelProps['linkOf'];
}) {
  const t = useT(answersMessages);
  const labels = useLabels();
  const formats = formatsFor(useLocale());
  const where = placeName(answer.archive_name, answer.question_name, t);
  const separator = t('answers.separator');
  return (
    <Paper component="li" withBorder p="md" radius="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Anchor href={linkOf(answer)} fw={600}>
            {where}
          </Anchor>
          <Group gap={4}>
            {answer.reasons.map(({ reason, count }) => (
              <Badge key={reason} color="red" variant="light">
                {labels.flagReason[reason]} × {count}
              </Badge>
            ))}
          </Group>
        </Group>
        <Text size="sm" lineClamp={3}>
          {answer.excerpt ?? t('answers.answerDeleted')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('answers.author', { name: answer.author?.name ?? t('answers.accountDeleted') })}
          {answer.hidden ? t('answers.hiddenSuffix') : ''}
        </Text>
        <Stack gap={2} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {answer.flags.map((flag) => (
            <Text component="li" key={flag.id} size="sm">
              {t('answers.flaggerReason', {
                name: flag.flagger.name,
                reason: labels.flagReason[flag.reason],
              })}
              {flag.note ? t('answers.flagNote', { note: flag.note }) : ''}
              {separator}
              {formats.dateTime(flag.created_at)}
            </Text>
          ))}
        </Stack>
        {answer.outcome ? (
          <Text size="sm" fw={600}>
            {labels.flagOutcome[answer.outcome]}
            {separator}
            {answer.resolved_by ?? ''}
            {answer.resolved_at ? `${separator}${formats.dateTime(answer.resolved_at)}` : ''}
          </Text>
        ) : (
          answer.answer_id !== null && (
            <Group gap="xs">
              {outcomes.map((outcome) => (
                <Button
                  key={outcome}
                  size="xs"
                  variant={outcome === 'kept' ? 'default' : 'light'}
                  color={outcome === 'deleted' ? 'red' : outcome === 'hidden' ? 'orange' : undefined}
                  loading={busy}
                  onClick={() => answer.answer_id !== null && onResolve(answer.answer_id, outcome)}
                >
                  {labels.flagOutcome[outcome]}
                </Button>
              ))}
            </Group>
          )
        )}
      </Stack>
    </Paper>
  );
}

/**
 * 檢舉 (product §8.11): open flags grouped by answer, each resolved at once as 保留, 隱藏答案 or 刪除答案; and the
 * latest resolved ones.
 */
export function FlaggedAnswersPanel(props: FlaggedAnswersPanelProps) {
  const t = useT(answersMessages);
  return (
    <ReviewList
      state={props.state}
      onStateChange={props.onStateChange}
      items={props.answers}
      loading={props.loading}
      onRetry={props.onRetry}
      failedText={t('answers.flagsFailed')}
      emptyText={{ open: t('answers.noOpenFlags'), resolved: t('answers.noResolvedFlags') }}
      renderItem={(answer) => (
        <FlaggedAnswerCard
          key={`${answer.answer_id ?? 'gone'}-${answer.flags[0]?.id ?? 0}`}
          answer={answer}
          onResolve={props.onResolve}
          busy={props.busyAnswerId === answer.answer_id}
          linkOf={props.linkOf}
        />
      )}
    />
  );
}
