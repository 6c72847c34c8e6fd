import { Button, Group } from '@mantine/core';
import type { Answer, VoteValue } from '@pastexam/api-contract';
import { IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import { answersMessages } from '../i18n/compiled/answers.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';

export type AnswerVotesProps = {
  answer: Pick<Answer, 'upvotes' | 'downvotes' | 'my_vote'>;
  /** Called with the reader's new vote: the pressed button again takes the vote back (0). Required. */
  onVote: (vote: VoteValue) => void;
  /** Whether the reader may vote (not on their own answer, not as a guest). Default true. */
  canVote?: boolean;
};

/** One up or one down per reader, changeable: the reader's own vote is shown pressed. */
export function AnswerVotes({ answer, onVote, canVote = true }: AnswerVotesProps) {
  const t = useT(answersMessages);
  const vote = (value: 1 | -1) => onVote(answer.my_vote === value ? 0 : value);
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="compact-sm"
        variant={answer.my_vote === 1 ? 'filled' : 'subtle'}
        color={answer.my_vote === 1 ? 'teal.9' : 'gray'}
        leftSection={<IconThumbUp size={14} aria-hidden />}
        aria-pressed={answer.my_vote === 1}
        aria-label={t('answers.upvote', { count: answer.upvotes })}
        disabled={!canVote}
        onClick={() => vote(1)}
      >
        {answer.upvotes}
      </Button>
      <Button
        size="compact-sm"
        variant={answer.my_vote === -1 ? 'filled' : 'subtle'}
        color={answer.my_vote === -1 ? 'red.9' : 'gray'}
        leftSection={<IconThumbDown size={14} aria-hidden />}
        aria-pressed={answer.my_vote === -1}
        aria-label={t('answers.downvote', { count: answer.downvotes })}
        disabled={!canVote}
        onClick={() => vote(-1)}
      >
        {answer.downvotes}
      </Button>
    </Group>
  );
}
