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
import { fingerprintMessages } from '../i18n/compiled/fingerprint.catalogue.ts';
import { formatsFor } from '../i18n/format.ts';
import { useLocale, useT } from '../i18n/locale-provider.tsx';
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
  const t = useT(fingerprintMessages);
  const { academicYear } = formatsFor(useLocale());
  const { questions, years, now_year: nowYear } = fingerprint;
  return (
    <Text size="sm" c="dimmed">
      {t('fingerprint.summary', { years: years.length, tagged: questions.tagged, total: questions.total })}
      {nowYear !== null &&
        ` · ${t('fingerprint.dormantRule', { year: academicYear(nowYear), dormant: FINGERPRINT_DORMANT_YEARS })}`}
    </Text>
  );
}

function EmptyChart({
  fingerprint,
  topicsHref,
  onOpenTopics,
}: Pick<FingerprintChartProps, 'topicsHref' | 'onOpenTopics'> & { fingerprint: Fingerprint }) {
  const t = useT(fingerprintMessages);
  if (fingerprint.years.length === 0) return <Text>{t('fingerprint.noExams')}</Text>;
  return (
    <Stack gap="xs" align="flex-start">
      <Text fw={600}>{t('fingerprint.noTagged')}</Text>
      <Text size="sm">{t('fingerprint.noTaggedHint')}</Text>
      <Anchor href={topicsHref} onClick={onOpenTopics && followInPage(onOpenTopics)}>
        {t('fingerprint.seeTopics')}
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
  const t = useT(fingerprintMessages);
  const [view, setView] = useState<FingerprintView>(props.defaultView ?? 'chart');
  if (fingerprint === null) {
    if (error) return <LoadError message={error} onRetry={onRetry} />;
    return (
      <Center role="status" aria-label={t('fingerprint.loading')} py="lg">
        <Loader size="sm" aria-hidden />
      </Center>
    );
  }
  const rows = chartRows(fingerprint, t);
  const years = fingerprint.years.map((year) => year.academic_year);
  const caption = t('fingerprint.caption', {
    course: fingerprint.course.name,
    professor: professorLabel(fingerprint.professor, t),
  });
  const table = <FingerprintTable caption={caption} rows={rows} years={years} />;
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('fingerprint.professor')}
          value={professor ?? ALL}
          onChange={(event) =>
            onProfessorChange(event.currentTarget.value === ALL ? null : event.currentTarget.value)
          }
          data={[
            { value: ALL, label: t('fingerprint.allProfessors') },
            ...fingerprint.professors.map((name) => ({ value: name, label: name })),
          ]}
          style={{ minWidth: '10rem' }}
        />
        {rows.length > 0 && (
          <SegmentedControl
            aria-label={t('fingerprint.view')}
            value={view}
            onChange={(value) => setView(value === 'table' ? 'table' : 'chart')}
            data={[
              { value: 'chart', label: t('fingerprint.heatmap') },
              { value: 'table', label: t('fingerprint.asTable') },
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
        <section className={classes.scroller} aria-label={t('fingerprint.tableRegion')} tabIndex={0}>
          {table}
        </section>
      ) : (
        <>
          <HeatLegend />
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard */}
          <section className={classes.scroller} aria-label={t('fingerprint.heatmapRegion')} tabIndex={0}>
            <FingerprintHeatmap rows={rows} years={years} />
          </section>
          <VisuallyHidden>{table}</VisuallyHidden>
        </>
      )}
    </Stack>
  );
}
