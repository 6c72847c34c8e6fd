import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { Answer, VoteValue } from '@pastexam/api-contract';
import { IconCertificate, IconMessage, IconRosette } from '@tabler/icons-react';
import { memo, type ReactNode, useState } from 'react';
import { ExamMarkdown } from '../ai-exam/exam/markdown.tsx';
import { answersMessages } from '../i18n/compiled/answers.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';
import { TimeAgo } from '../time-ago.tsx';
import { AnswerBadges } from './answer-badges.tsx';
import { authorName } from './answer-labels.ts';
import { AnswerMenu } from './answer-menu.tsx';
import { AnswerVotes } from './answer-votes.tsx';

export type AnswerCardProps = {
  answer: Answer;
  /** The signed-in reader's id: their own answer is not voted on nor flagged by them. Required. */
  viewerId: number;
  /** The time relative times count from, in milliseconds. Required. */
  now: number;
  /** Called with the reader's new vote (0 takes it back). Required. */
  onVote: (answer: Answer, vote: VoteValue) => void;
  /** Called by 認可 / 取消認可 (shown when `answer.can.endorse`). Required. */
  onEndorse: (answer: Answer, endorse: boolean) => void;
  /** Called by 設為官方解答 / 取消官方解答 (shown when `answer.can.mark_official`). Required. */
  onMarkOfficial: (answer: Answer, official: boolean) => void;
  /** Called by the menu's 編輯 (shown when `answer.can.edit`). Required. */
  onEdit: (answer: Answer) => void;
  /** Called by the menu's 刪除 (shown when `answer.can.delete`). Required. */
  onDelete: (answer: Answer) => void;
  /** Called by the menu's 檢舉 (on others' answers). Default: no 檢舉. */
  onFlag?: (answer: Answer) => void;
  /** Called by the menu's 版本紀錄 (on an edited answer). Required. */
  onShowVersions: (answer: Answer) => void;
  /** The answer's comments, drawn only while the reader has them open. Default: no comments button. */
  renderComments?: (answer: Answer) => ReactNode;
};

/**
 * One answer: who wrote it and when, its badges, its Markdown rendered (math, code; raw HTML, scripts, unsafe
 * links and images never run nor load), votes, the expert's and official buttons when the reader may, and a menu.
 */
export const AnswerCard = memo(function AnswerCard({
  answer,
  viewerId,
  now,
  onVote,
  onEndorse,
  onMarkOfficial,
  onEdit,
  onDelete,
  onFlag,
  onShowVersions,
  renderComments,
}: AnswerCardProps) {
  const [commentsOpen, setCommentsOpen] = useState(false);
  const own = answer.author?.id === viewerId;
  const endorsed = answer.endorsed_by.some((person) => person.id === viewerId);
  const t = useT(answersMessages);
  const name = authorName(answer, t);
  return (
    <Card
      component="article"
      aria-label={t('answers.answerBy', { name })}
      withBorder
      padding="sm"
      radius="md"
      // Far off screen, a card is laid out only when scrolled near: a question may have many long answers.
      style={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 240px' }}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={4} miw={0}>
            <Group gap={6} wrap="wrap">
              <Text size="sm" fw={600}>
                {name}
              </Text>
              <TimeAgo at={answer.created_at} now={now} />
            </Group>
            <AnswerBadges answer={answer} now={now} />
          </Stack>
          <AnswerMenu
            onEdit={answer.can.edit ? () => onEdit(answer) : undefined}
            onShowVersions={answer.version_count > 0 ? () => onShowVersions(answer) : undefined}
            onDelete={answer.can.delete ? () => onDelete(answer) : undefined}
            onFlag={onFlag && !own ? () => onFlag(answer) : undefined}
          />
        </Group>
        <ExamMarkdown>{answer.body}</ExamMarkdown>
        <Group gap="xs" wrap="wrap">
          <AnswerVotes answer={answer} canVote={!own} onVote={(vote) => onVote(answer, vote)} />
          {answer.can.endorse && (
            <Button
              size="compact-sm"
              variant={endorsed ? 'filled' : 'light'}
              color="teal.9"
              leftSection={<IconRosette size={14} aria-hidden />}
              aria-pressed={endorsed}
              onClick={() => onEndorse(answer, !endorsed)}
            >
              {t('answers.endorse')}
            </Button>
          )}
          {answer.can.mark_official && answer.kind !== 'ai_draft' && (
            <Button
              size="compact-sm"
              variant={answer.official ? 'filled' : 'light'}
              color="teal.9"
              leftSection={<IconCertificate size={14} aria-hidden />}
              aria-pressed={answer.official !== null}
              onClick={() => onMarkOfficial(answer, answer.official === null)}
            >
              {t('answers.markOfficial')}
            </Button>
          )}
          {renderComments && (
            <Button
              size="compact-sm"
              variant="subtle"
              color="gray"
              leftSection={<IconMessage size={14} aria-hidden />}
              aria-expanded={commentsOpen}
              onClick={() => setCommentsOpen((open) => !open)}
            >
              {t('answers.comments', { count: answer.comment_count })}
            </Button>
          )}
        </Group>
        {renderComments && commentsOpen && renderComments(answer)}
      </Stack>
    </Card>
  );
});
