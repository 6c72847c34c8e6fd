import { Text } from '@mantine/core';
import type { FlagOutcome, MyFlag } from '@pastexam/api-contract';
import { MyReportItem, ReportList } from '../admin/review-list.tsx';
import { answersMessages } from '../i18n/compiled/answers.catalogue.ts';
import { formatsFor } from '../i18n/format.ts';
import { useLabels } from '../i18n/labels.ts';
import { useLocale, useT } from '../i18n/locale-provider.tsx';
import type { MessageId } from '../i18n/messages/answers.zh-TW.ts';
import { placeName } from './answer-labels.ts';

const outcomeColors: Record<FlagOutcome, string> = { kept: 'gray', hidden: 'orange', deleted: 'red' };

/** What the flagger is told of each outcome. */
export const outcomeSentences = {
  kept: 'answers.outcomeKept',
  hidden: 'answers.outcomeHidden',
  deleted: 'answers.outcomeDeleted',
} as const satisfies Record<FlagOutcome, MessageId>;

export type MyFlagsListProps = {
  /** The user's flags, newest first; null while they load or when they could not be loaded. Required. */
  flags: MyFlag[] | null;
  /** Whether GET /users/me/flags is running. Default false. */
  loading?: boolean;
  /** Asks again after a failed load; null when it loaded. Default null. */
  onRetry?: (() => void) | null;
};

/** 我的檢舉: each flag with its reason, where it was, and the outcome once an admin resolved it (product §4.12). */
export function MyFlagsList({ flags, loading = false, onRetry = null }: MyFlagsListProps) {
  const t = useT(answersMessages);
  const labels = useLabels();
  const formats = formatsFor(useLocale());
  const separator = t('answers.separator');
  return (
    <ReportList
      items={flags}
      loading={loading}
      onRetry={onRetry}
      failedText={t('answers.myFlagsFailed')}
      emptyText={t('answers.noMyFlags')}
      renderItem={(flag) => (
        <MyReportItem
          key={flag.id}
          title={placeName(flag.archive_name, flag.question_name, t)}
          outcome={
            flag.outcome && { label: labels.flagOutcome[flag.outcome], color: outcomeColors[flag.outcome] }
          }
          seen={flag.seen}
        >
          <Text size="sm">
            {t('answers.myFlagReason', { reason: labels.flagReason[flag.reason] })}
            {flag.note ? t('answers.myFlagNote', { note: flag.note }) : ''}
            {separator}
            {formats.dateTime(flag.created_at)}
          </Text>
          {flag.excerpt && (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {flag.excerpt}
            </Text>
          )}
          {flag.outcome && <Text size="sm">{t(outcomeSentences[flag.outcome])}</Text>}
        </MyReportItem>
      )}
    />
  );
}
