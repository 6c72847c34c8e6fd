import type { Fingerprint, FingerprintRow } from '@pastexam/api-contract';
import type { Translate } from '../i18n/i18n.ts';
import type { MessageId } from '../i18n/messages/fingerprint.zh-TW.ts';

/** How many shades a count may take besides none: the colour scale of the chart and its legend. */
export const HEAT_LEVELS = 4;

/** One line of the chart: an area (its questions once each) or a topic under it. */
export type ChartRow = FingerprintRow & {
  kind: 'area' | 'topic';
  /** What the table's row header says: `演算法（整個領域）`, `演算法 › 排序`. */
  label: string;
  /** Its shade in each year, 0 for none up to `HEAT_LEVELS`, against the largest count of its kind. */
  levels: number[];
};

const largest = (rows: readonly FingerprintRow[]) => Math.max(1, ...rows.flatMap((row) => row.counts));

const shade = (count: number, max: number) => (count === 0 ? 0 : Math.ceil((count / max) * HEAT_LEVELS));

/**
 * The chart's lines in order, each area followed by its topics. Areas and topics are shaded each against their
 * own kind: an area holds all its topics' questions, and would leave every topic pale beside it.
 */
export function chartRows(fingerprint: Fingerprint, t: Translate<MessageId>): ChartRow[] {
  const topics = fingerprint.areas.flatMap((area) => area.topics);
  const areaMax = largest(fingerprint.areas);
  const topicMax = largest(topics);
  return fingerprint.areas.flatMap(({ topics: children, ...area }) => [
    {
      ...area,
      kind: 'area' as const,
      label: t('fingerprint.wholeArea', { area: area.topic.name_zh }),
      levels: area.counts.map((count) => shade(count, areaMax)),
    },
    ...children.map((topic) => ({
      ...topic,
      kind: 'topic' as const,
      label: `${area.topic.name_zh} › ${topic.topic.name_zh}`,
      levels: topic.counts.map((count) => shade(count, topicMax)),
    })),
  ]);
}

/** Who the chart is of, in words: `全部教授` or the professor's name. */
export const professorLabel = (professor: string | null, t: Translate<MessageId>) =>
  professor ?? t('fingerprint.allProfessors');
