import { composeStories } from '@storybook/react';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { statisticsMessages } from '../i18n/compiled/statistics.catalogue.ts';
import { loadCatalogue, loadLocale } from '../i18n/i18n.ts';
import { renderStory } from '../test/render-story.tsx';
import * as stories from './statistics-row.stories.tsx';

const { Department, Loading, SomeZero, EmptyDepartment, Phone, DepartmentEnglish } = composeStories(stories);

/** What the row says, figure by figure. */
function figures(): (string | null)[] {
  const list = within(screen.getByRole('region', { name: '系統統計' })).getByRole('list');
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('StatisticsRow', () => {
  it('says every figure in zh-TW, in order, with thousands separated', () => {
    renderStory(Department, <Department />);
    expect(figures()).toEqual([
      '考古題 1,234 份',
      '課程 56 門',
      '使用者 789 位',
      '下載 23,456 次',
      '今日活躍 12 位',
    ]);
  });

  it('leaves out a figure of zero', () => {
    renderStory(SomeZero, <SomeZero />);
    expect(figures()).toEqual(['考古題 3 份', '課程 2 門', '使用者 1 位']);
  });

  it('shows no row for a department with nothing yet, nor while the figures are on their way', () => {
    for (const Story of [EmptyDepartment, Loading]) {
      const { unmount } = renderStory(Story, <Story />);
      expect(screen.queryByRole('region', { name: '系統統計' })).toBeNull();
      expect(screen.queryByRole('list')).toBeNull();
      expect(screen.queryByText(/考古題|課程|使用者|下載|今日活躍|\b0\b/)).toBeNull();
      unmount();
    }
  });

  it('keeps every figure at phone width', () => {
    renderStory(Phone, <Phone />);
    expect(figures()).toHaveLength(5);
  });
});

describe('StatisticsRow in English', () => {
  beforeAll(() => Promise.all([loadLocale('en'), loadCatalogue(statisticsMessages, 'en')]));

  it('says every figure in English, the number first', () => {
    renderStory(DepartmentEnglish, <DepartmentEnglish />);
    const list = within(screen.getByRole('region', { name: 'Site statistics' })).getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1,234 exams', '56 courses', '789 users', '23,456 downloads', '12 active today']);
    expect(within(list).getByText('1,234').tagName).toBe('STRONG');
  });
});
