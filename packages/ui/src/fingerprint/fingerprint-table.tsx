import { Table } from '@mantine/core';
import { fingerprintMessages } from '../i18n/compiled/fingerprint.catalogue.ts';
import { formatsFor } from '../i18n/format.ts';
import { useLocale, useT } from '../i18n/locale-provider.tsx';
import type { ChartRow } from './chart-rows.ts';

export type FingerprintTableProps = {
  /** What the table is of, read first by a screen reader. Required. */
  caption: string;
  /** The chart's lines, each area before its topics. Required. */
  rows: readonly ChartRow[];
  /** The academic years with an exam, oldest first: the columns. Required. */
  years: readonly number[];
};

/** The heatmap as a table: each topic's questions per academic year, its total, its last year and 多年未考. */
export function FingerprintTable({ caption, rows, years }: FingerprintTableProps) {
  const t = useT(fingerprintMessages);
  const { academicYear } = formatsFor(useLocale());
  return (
    <Table striped withTableBorder withColumnBorders fz="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('fingerprint.topic')}</Table.Th>
          {years.map((year) => (
            <Table.Th key={year} scope="col">
              {academicYear(year)}
            </Table.Th>
          ))}
          <Table.Th scope="col">{t('fingerprint.total')}</Table.Th>
          <Table.Th scope="col">{t('fingerprint.lastYear')}</Table.Th>
          <Table.Th scope="col">{t('fingerprint.dormant')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.topic.id}>
            <Table.Th scope="row" fw={row.kind === 'area' ? 700 : 400}>
              {row.label}
            </Table.Th>
            {row.counts.map((count, index) => (
              <Table.Td key={years[index]}>{count}</Table.Td>
            ))}
            <Table.Td>{row.total}</Table.Td>
            <Table.Td>{academicYear(row.last_year)}</Table.Td>
            <Table.Td>{row.dormant ? t('fingerprint.dormant') : t('fingerprint.notDormant')}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
