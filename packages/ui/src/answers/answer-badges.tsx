import { Badge, Group, Text } from '@mantine/core';
import type { Answer } from '@pastexam/api-contract';
import { formatRelativeTime, formatTaipeiDateTime } from '../time-format.ts';
import {
  AI_BASED_BADGE,
  AI_DRAFT_BADGE,
  AI_SUSPECTED_BADGE,
  ENDORSED_BADGE,
  formatRegion,
  HIDDEN_BADGE,
  OFFICIAL_BADGE,
} from './answer-labels.ts';

export type AnswerBadgesProps = {
  answer: Answer;
  /** The time relative times count from, in milliseconds. Required. */
  now: number;
};

/**
 * What an answer is, at a glance: official, endorsed by whom, drafted by which model from which part of the PDF,
 * started from a draft, suspected of being AI-written, hidden, edited when.
 */
export function AnswerBadges({ answer, now }: AnswerBadgesProps) {
  const experts = answer.endorsed_by.map((person) => person.name).join('、');
  return (
    <Group gap={6} wrap="wrap">
      {answer.official && (
        <Badge color="teal.9" variant="filled">
          {OFFICIAL_BADGE}
        </Badge>
      )}
      {answer.endorsed_by.length > 0 && (
        <Badge color="teal.9" variant="filled" style={{ textTransform: 'none' }}>
          {ENDORSED_BADGE}：{experts}
        </Badge>
      )}
      {answer.kind === 'ai_draft' && (
        <Badge color="violet.9" variant="filled" style={{ textTransform: 'none' }}>
          {AI_DRAFT_BADGE}
          {answer.ai_model ? ` · ${answer.ai_model}` : ''}
        </Badge>
      )}
      {answer.kind === 'ai_draft' && answer.ai_region && (
        <Text size="xs" c="dimmed">
          讀取範圍：{formatRegion(answer.ai_region)}
        </Text>
      )}
      {answer.kind === 'ai_based' && (
        <Badge color="violet.9" variant="filled" style={{ textTransform: 'none' }}>
          {AI_BASED_BADGE}
        </Badge>
      )}
      {answer.ai_suspected && (
        <Badge color="orange" variant="filled" autoContrast>
          {AI_SUSPECTED_BADGE}
        </Badge>
      )}
      {answer.hidden && (
        <Badge color="gray.9" variant="filled">
          {HIDDEN_BADGE}
        </Badge>
      )}
      {answer.edited_at && (
        <Text
          size="xs"
          c="dimmed"
          component="time"
          dateTime={answer.edited_at}
          title={formatTaipeiDateTime(answer.edited_at)}
        >
          已編輯 · {formatRelativeTime(answer.edited_at, now)}
        </Text>
      )}
    </Group>
  );
}
