import type { Meta, StoryObj } from '@storybook/react-vite';
import { spies } from '../../.storybook/spies.ts';
import { atViewport } from '../../.storybook/viewports.ts';
import { FingerprintChart } from './fingerprint-chart.tsx';
import { fewYearsFingerprint, manyYearsFingerprint, untaggedFingerprint } from './fixtures.ts';

const meta = {
  title: 'Fingerprint/FingerprintChart',
  component: FingerprintChart,
  args: {
    fingerprint: fewYearsFingerprint,
    professor: '張教授',
    topicsHref: '/topics',
    ...spies('onProfessorChange', 'onOpenTopics', 'onRetry'),
  },
} satisfies Meta<typeof FingerprintChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One professor's three years: 圖論 marked 多年未考. */
export const FewYears: Story = {};

/** Every professor over fourteen years: the heatmap scrolls sideways, the topic names stay. */
export const ManyYears: Story = { args: { fingerprint: manyYearsFingerprint, professor: null } };

/** The same on a phone, 375px wide. */
export const Phone: Story = {
  args: { fingerprint: manyYearsFingerprint, professor: null },
  globals: atViewport('phone'),
};

/** Shown as its table (以表格檢視). */
export const AsTable: Story = { args: { defaultView: 'table' } };

/** Exams but no question tagged confirmed yet: what the chart needs, and a link to the topics. */
export const Empty: Story = { args: { fingerprint: untaggedFingerprint, professor: null } };

/** While it loads. */
export const Loading: Story = { args: { fingerprint: null } };

/** It could not be loaded: 重試. */
export const LoadFailed: Story = { args: { fingerprint: null, error: '無法載入出題分析' } };

/** One professor's three years in English, as its table: the course's and topics' names as written. */
export const AsTableEnglish: Story = { args: { defaultView: 'table' }, globals: { locale: 'en' } };

/** Exams but no question tagged confirmed yet, in English. */
export const EmptyEnglish: Story = {
  args: { fingerprint: untaggedFingerprint, professor: null },
  globals: { locale: 'en' },
};
