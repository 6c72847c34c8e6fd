import { Badge, Group, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { fingerprintMessages } from '../i18n/compiled/fingerprint.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';
import { type ChartRow, HEAT_LEVELS } from './chart-rows.ts';
import classes from './fingerprint.module.css';

export type FingerprintHeatmapProps = {
  /** The chart's lines, each area before its topics. Required. */
  rows: readonly ChartRow[];
  /** The academic years with an exam, oldest first: the columns. Required. */
  years: readonly number[];
};

/** 多年未考, beside a topic that has not been asked for years. */
export function DormantBadge() {
  const t = useT(fingerprintMessages);
  return (
    <Badge color="yellow" variant="filled" autoContrast size="sm" style={{ flexShrink: 0 }}>
      {t('fingerprint.dormant')}
    </Badge>
  );
}

/**
 * The heatmap: topics as rows grouped under their areas, academic years as columns, each cell shaded by how
 * many questions carried the topic that year and showing the count. It is a picture: the table beside it says
 * the same to a screen reader, so the picture is hidden from one.
 */
export function FingerprintHeatmap({ rows, years }: FingerprintHeatmapProps) {
  const columns = { '--years': years.length } as CSSProperties;
  return (
    <div className={classes.grid} style={columns} aria-hidden="true" data-testid="fingerprint-heatmap">
      <div className={classes.label} />
      {years.map((year) => (
        <div key={year} className={classes.year}>
          {year}
        </div>
      ))}
      {rows.map((row) => {
        const kind = row.kind === 'area' ? classes.area : classes.topic;
        return [
          <div key={`${row.topic.id}-label`} className={`${classes.label} ${kind}`}>
            <span>{row.topic.name_zh}</span>
            {row.dormant && <DormantBadge />}
          </div>,
          ...row.counts.map((count, index) => (
            <div
              key={`${row.topic.id}-${years[index]}`}
              className={row.kind === 'area' ? `${classes.cell} ${classes.area}` : classes.cell}
              data-level={row.levels[index] ?? 0}
            >
              {count > 0 ? count : ''}
            </div>
          )),
        ];
      })}
    </div>
  );
}

/** The colour scale, from few to many questions. */
export function HeatLegend() {
  const t = useT(fingerprintMessages);
  const levels = Array.from({ length: HEAT_LEVELS }, (_, index) => index + 1);
  return (
    <Group gap="xs" aria-hidden="true">
      <Text size="xs">{t('fingerprint.few')}</Text>
      <div className={classes.legend}>
        {levels.map((level) => (
          <div key={level} className={classes.cell} data-level={level} />
        ))}
      </div>
      <Text size="xs">{t('fingerprint.many')}</Text>
    </Group>
  );
}
