import {
  Anchor,
  Center,
  Group,
  Loader,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { FINGERPRINT_DORMANT_YEARS, type Fingerprint } from '@pastexam/api-contract';
import { useState } from 'react';
import { LoadError } from '../archives/load-error.tsx';
import { followInPage } from '../archives/plain-click.ts';
import { chartRows, professorLabel } from './chart-rows.ts';
import classes from './fingerprint.module.css';
import { FingerprintHeatmap, HeatLegend } from './fingerprint-heatmap.tsx';
import { FingerprintTable } from './fingerprint-table.tsx';

export type FingerprintView = 'chart' | 'table';

export type FingerprintChartProps = {
  /** The course's topics × years grid; null while it is on its way. Required. */
  fingerprint: Fingerprint | null;
  /** The professor chosen in the picker; null for 全部教授. Required. */
  professor: string | null;
  /** Called with the professor chosen, or null for 全部教授. Required. */
  onProfessorChange: (professor: string | null) => void;
  /** Where the department's topics are listed, linked from an empty chart. Required. */
  topicsHref: string;
  /** Opens the topics in the page on a plain click; without it the link is followed. None by default. */
  onOpenTopics?: () => void;
  /** Why the chart could not be loaded; none by default. */
  error?: string | null;
  /** Asks for the chart again after a failure; no 重試 without it. */
  onRetry?: () => void;
  /** The view shown first: the heatmap (default) or its table. */
  defaultView?: FingerprintView;
};

const ALL = '';

/** Says what the chart is of and how 多年未考 is judged. */
function Summary({ fingerprint }: { fingerprint: Fingerprint }) {
  const { questions, years, now_year: nowYear } = fingerprint;
  return (
    <Text size="sm" c="dimmed">
      {years.length} 個學年度有考古題 · {questions.tagged} / {questions.total} 題已確認主題
      {nowYear !== null &&
        ` · 多年未考：到 ${nowYear} 學年度（最新的考古題）為止，連續 ${FINGERPRINT_DORMANT_YEARS} 個學年度以上沒考`}
    </Text>
  );
}

function EmptyChart({
  fingerprint,
  topicsHref,
  onOpenTopics,
}: Pick<FingerprintChartProps, 'topicsHref' | 'onOpenTopics'> & { fingerprint: Fingerprint }) {
  if (fingerprint.years.length === 0) return <Text>這門課程還沒有考古題。</Text>;
  return (
    <Stack gap="xs" align="flex-start">
      <Text fw={600}>還沒有題目帶有已確認的主題。</Text>
      <Text size="sm">
        題目標上主題並由課程專家或管理員確認後，這裡會畫出每個主題在各學年度考了幾題，並標出多年未考的主題。
      </Text>
      <Anchor href={topicsHref} onClick={onOpenTopics && followInPage(onOpenTopics)}>
        看看有哪些主題
      </Anchor>
    </Stack>
  );
}

/**
 * 出題分析 (product §4.23): which topics a course's exams asked in which years, for all its professors or one,
 * as a heatmap with 多年未考 marked, and the same as a table, read by screen readers or shown by 以表格檢視.
 */
export function FingerprintChart(props: FingerprintChartProps) {
  const { fingerprint, professor, onProfessorChange, error, onRetry } = props;
  const [view, setView] = useState<FingerprintView>(props.defaultView ?? 'chart');
  if (fingerprint === null) {
    if (error) return <LoadError message={error} onRetry={onRetry} />;
    return (
      <Center role="status" aria-label="正在載入出題分析" py="lg">
        <Loader size="sm" aria-hidden />
      </Center>
    );
  }
  const rows = chartRows(fingerprint);
  const years = fingerprint.years.map((year) => year.academic_year);
  const caption = `${fingerprint.course.name}（${professorLabel(fingerprint.professor)}）各主題每學年度的題數`;
  const table = <FingerprintTable caption={caption} rows={rows} years={years} />;
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label="教授"
          value={professor ?? ALL}
          onChange={(event) =>
            onProfessorChange(event.currentTarget.value === ALL ? null : event.currentTarget.value)
          }
          data={[
            { value: ALL, label: '全部教授' },
            ...fingerprint.professors.map((name) => ({ value: name, label: name })),
          ]}
          style={{ minWidth: '10rem' }}
        />
        {rows.length > 0 && (
          <SegmentedControl
            aria-label="檢視方式"
            value={view}
            onChange={(value) => setView(value === 'table' ? 'table' : 'chart')}
            data={[
              { value: 'chart', label: '熱度圖' },
              { value: 'table', label: '以表格檢視' },
            ]}
          />
        )}
      </Group>
      {error && <LoadError message={error} onRetry={onRetry} />}
      <Summary fingerprint={fingerprint} />
      {rows.length === 0 ? (
        <EmptyChart
          fingerprint={fingerprint}
          topicsHref={props.topicsHref}
          onOpenTopics={props.onOpenTopics}
        />
      ) : view === 'table' ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard
        <section className={classes.scroller} aria-label="出題分析表格" tabIndex={0}>
          {table}
        </section>
      ) : (
        <>
          <HeatLegend />
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard */}
          <section className={classes.scroller} aria-label="出題熱度圖" tabIndex={0}>
            <FingerprintHeatmap rows={rows} years={years} />
          </section>
          <VisuallyHidden>{table}</VisuallyHidden>
        </>
      )}
    </Stack>
  );
}
