import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { atViewport } from '../../.storybook/viewports.ts';
import { BookmarkList } from './bookmark-list.tsx';
import { BookmarkToggle } from './bookmark-toggle.tsx';
import { CoverageText } from './coverage-text.tsx';
import { sampleBookmarks } from './fixtures.ts';

const meta = {
  title: 'Components/Progress/BookmarkList',
  component: BookmarkList,
  args: {
    bookmarks: sampleBookmarks,
    href: (b) => `/archive?course=${b.course_id}&archive=${b.archive_id}&question=${b.question_id}`,
    onOpen: fn(),
  },
} satisfies Meta<typeof BookmarkList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 我的收藏 with bookmarks in two courses, one exam holding two. */
export const Bookmarks: Story = {};

/** Nothing bookmarked yet: says how to bookmark. */
export const NoBookmarks: Story = { args: { bookmarks: [] } };

/** The bookmarks are on their way. */
export const Loading: Story = { args: { bookmarks: null } };

/** At 375 px. */
export const Phone: Story = { globals: atViewport('phone') };

/** Each bookmark with its 收藏 toggle, to take it out. */
export const WithToggles: Story = {
  args: {
    renderActions: (bookmark) => (
      <BookmarkToggle bookmarked onChange={fn()} questionName={bookmark.question_name} />
    ),
  },
};

/** The coverage line: shown for an exam with questions, nothing for one without. */
export const Coverage: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      <CoverageText coverage={{ question_count: 40, answered_count: 12 }} />
      <CoverageText coverage={{ question_count: 0, answered_count: 0 }} />
    </div>
  ),
};

/** 我的收藏 in English, each with its toggle: the screen's words translated, the exams' names as written. */
export const BookmarksEnglish: Story = { ...WithToggles, globals: { locale: 'en' } };

/** The coverage line in English. */
export const CoverageEnglish: Story = { ...Coverage, globals: { locale: 'en' } };
