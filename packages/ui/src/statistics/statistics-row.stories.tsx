import type { Meta, StoryObj } from '@storybook/react-vite';
import { atViewport } from '../../.storybook/viewports.ts';
import { StatisticsRow } from './statistics-row.tsx';

const department = {
  archives: 1234,
  courses: 56,
  users: 789,
  downloads: 23456,
  active_users_today: 12,
};

const meta = {
  title: 'Components/StatisticsRow',
  component: StatisticsRow,
  args: { statistics: department },
} satisfies Meta<typeof StatisticsRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A department in use: every figure, with thousands separated. */
export const Department: Story = {};

/** The figures are on their way (or could not be had): an empty line keeps the row's place. */
export const Loading: Story = { args: { statistics: null } };

/** A new department: exams and courses, but nobody has downloaded or come by today yet. */
export const SomeZero: Story = {
  args: { statistics: { archives: 3, courses: 2, users: 1, downloads: 0, active_users_today: 0 } },
};

/** Nothing yet: no zeros are shown, so no row at all. */
export const EmptyDepartment: Story = {
  args: { statistics: { archives: 0, courses: 0, users: 0, downloads: 0, active_users_today: 0 } },
};

/** At 375 px the row wraps between figures, never inside one. */
export const Phone: Story = { globals: atViewport('phone') };

/** The figures in English. */
export const DepartmentEnglish: Story = { globals: { locale: 'en' } };
