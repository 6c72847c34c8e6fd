import type { Meta, StoryObj } from '@storybook/react-vite';
import { spies } from '../../.storybook/spies.ts';
import { atViewport } from '../../.storybook/viewports.ts';
import { questionHits, sampleHits, sampleSearchCourses } from './fixtures.ts';
import { SearchFilters } from './search-filters.tsx';
import { SearchResults } from './search-results.tsx';

const meta = {
  title: 'Search/SearchResults',
  component: SearchResults,
  args: { query: 'AVL 旋轉', hits: sampleHits, ...spies('onLoadMore', 'onOpen', 'onClose') },
} satisfies Meta<typeof SearchResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hits grouped by course, in the order of each course's best hit, the matches marked. */
export const Results: Story = {};

/** Hits placed in questions: one in the exam's text, one only in an answer to that question. */
export const InQuestions: Story = { args: { query: '雜湊', hits: questionHits } };

/** More hits than one page: 載入更多 below the last. */
export const MoreToLoad: Story = { args: { hasMore: true } };

/** The next page is on its way. */
export const LoadingMore: Story = { args: { hasMore: true, loadingMore: true } };

/** Nothing matches. */
export const NoResults: Story = { args: { query: '量子電腦', hits: [] } };

/** While the first page of hits is on its way. */
export const Searching: Story = { args: { hits: [], loading: true } };

/** The search failed: 重新載入 asks again. */
export const Failed: Story = { args: { hits: [], onRetry: () => undefined } };

/** Narrowed to one course and a range of years, with the filters shown. */
export const Filtered: Story = {
  args: {
    hits: sampleHits.filter((hit) => hit.archive.course_id === 1),
    filters: (
      <SearchFilters
        value={{ courseId: 1, yearFrom: 111, yearTo: 113 }}
        courses={sampleSearchCourses}
        onChange={() => undefined}
      />
    ),
  },
};

/** On a phone the filters wrap and the hits take the whole width. */
export const Phone: Story = { ...Filtered, globals: atViewport('phone') };

/** Filtered results in English: the screen's words translated, the exams' names as written. */
export const FilteredEnglish: Story = { ...Filtered, globals: { locale: 'en' } };
