import { Text } from '@mantine/core';
import type { FlagOutcome, MyFlag } from '@pastexam/api-contract';
import { flagOutcomeLabels, flagReasonLabels } from '@pastexam/api-contract/labels';
import { MyReportItem, ReportList } from '../admin/review-list.tsx';
import { formatTaipeiDateTime } from '../time-format.ts';

const outcomeColors: Record<FlagOutcome, string> = { kept: 'gray', hidden: 'orange', deleted: 'red' };

/** What the flagger is told of each outcome. */
export const outcomeSentences: Record<FlagOutcome, string> = {
  kept: '管理員檢視後決定保留這則解答',
  hidden: '管理員已隱藏這則解答',
  deleted: '這則解答已被刪除',
};

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
  return (
    <ReportList
      items={flags}
      loading={loading}
      onRetry={onRetry}
      failedText="無法載入我的檢舉"
      emptyText="您還沒有檢舉任何解答"
      renderItem={(flag) => (
        <MyReportItem
          key={flag.id}
          title={`${flag.archive_name}${flag.question_name ? `・${flag.question_name}` : ''}`}
          outcome={
            flag.outcome && { label: flagOutcomeLabels[flag.outcome], color: outcomeColors[flag.outcome] }
          }
          seen={flag.seen}
        >
          <Text size="sm">
            理由：{flagReasonLabels[flag.reason]}
            {flag.note ? `（${flag.note}）` : ''}・{formatTaipeiDateTime(flag.created_at)}
          </Text>
          {flag.excerpt && (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {flag.excerpt}
            </Text>
          )}
          {flag.outcome && <Text size="sm">{outcomeSentences[flag.outcome]}</Text>}
        </MyReportItem>
      )}
    />
  );
}
