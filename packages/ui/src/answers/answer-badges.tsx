import { Badge, Group, Text } from '@mantine/core';
import type { Answer } from '@pastexam/api-contract';
import { answersMessages } from '../i18n/compiled/answers.catalogue.ts';
import { formatsFor } from '../i18n/format.ts';
import { useLocale, useT } from '../i18n/locale-provider.tsx';
import { formatRegion } from './answer-labels.ts';

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
  const t = useT(answersMessages);
  const formats = formatsFor(useLocale());
  const experts = answer.endorsed_by.map((person) => person.name).join(t('answers.expertSeparator'));
  return (
    <Group gap={6} wrap="wrap">
      {answer.official && (
        <Badge color="teal.9" variant="filled">
          {t('answers.officialBadge')}
        </Badge>
      )}
      {answer.endorsed_by.length > 0 && (
        <Badge color="teal.9" variant="filled" style={{ textTransform: 'none' }}>
          {t('answers.endorsedBadge', { experts })}
        </Badge>
      )}
      {answer.kind === 'ai_draft' && (
        <Badge color="violet.9" variant="filled" style={{ textTransform: 'none' }}>
          {t('answers.aiDraftBadge')}
          {answer.ai_model ? ` · ${answer.ai_model}` : ''}
        </Badge>
      )}
      {answer.kind === 'ai_draft' && answer.ai_region && (
        <Text size="xs" c="dimmed">
          {formatRegion(answer.ai_region, t)}
        </Text>
      )}
      {answer.kind === 'ai_based' && (
        <Badge color="violet.9" variant="filled" style={{ textTransform: 'none' }}>
          {t('answers.aiBasedBadge')}
        </Badge>
      )}
      {answer.ai_suspected && (
        <Badge color="orange" variant="filled" autoContrast>
          {t('answers.aiSuspectedBadge')}
        </Badge>
      )}
      {answer.hidden && (
        <Badge color="gray.9" variant="filled">
          {t('answers.hiddenBadge')}
        </Badge>
      )}
      {answer.edited_at && (
        <Text
          size="xs"
          c="dimmed"
          component="time"
          dateTime={answer.edited_at}
          title={formats.dateTime(answer.edited_at)}
        >
          {t('answers.edited', { when: formats.relativeTime(answer.edited_at, now) })}
        </Text>
      )}
    </Group>
  );
}
