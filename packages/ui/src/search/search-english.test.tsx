import { composeStories } from '@storybook/react';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchMessages } from '../i18n/compiled/search.catalogue.ts';
import { loadCatalogue, loadLocale } from '../i18n/i18n.ts';
import { renderStory } from '../test/render-story.tsx';
import * as boxStories from './search-box.stories.tsx';
import * as resultStories from './search-results.stories.tsx';
import * as statusStories from './search-status.stories.tsx';

const { TypedEnglish } = composeStories(boxStories);
const { FilteredEnglish } = composeStories(resultStories);
const { OcrMissingEnglish } = composeStories(statusStories);

describe('Search in English', () => {
  beforeAll(() => Promise.all([loadLocale('en'), loadCatalogue(searchMessages, 'en')]));

  it('names the box and its buttons in English', () => {
    renderStory(TypedEnglish, <TypedEnglish />);
    expect(screen.getByRole('searchbox', { name: 'Search exam contents' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear search text' })).toBeTruthy();
  });

  it('shows the results and their filters in English, the exams as written', () => {
    renderStory(FilteredEnglish, <FilteredEnglish />);
    const results = within(screen.getByRole('region', { name: 'Search results' }));
    expect(results.getByRole('heading', { name: 'Search for “AVL 旋轉”' })).toBeTruthy();
    expect(results.getByRole('button', { name: 'End search' })).toBeTruthy();
    expect(results.getByText('2 results found')).toBeTruthy();
    const hits = within(results.getByRole('list', { name: '演算法' })).getAllByRole('listitem');
    expect(hits[0]?.textContent).toContain('AY 2024–25 (113) 期末考 (林教授)Final · page 2');
    const filters = within(screen.getByRole('group', { name: 'Search filters' }));
    expect(filters.getByRole('combobox', { name: 'Course' })).toHaveProperty('value', '演算法');
    expect(filters.getByRole('textbox', { name: 'Academic year (from)' })).toHaveProperty('value', '111');
    expect(filters.getByRole('button', { name: 'Clear filters' })).toBeTruthy();
  });

  it('tells an administrator in English how to turn OCR on', () => {
    renderStory(OcrMissingEnglish, <OcrMissingEnglish />);
    expect(screen.getByRole('heading', { name: 'Full-text search' })).toBeTruthy();
    expect(screen.getByText('Text recognition (OCR) is not installed on this server')).toBeTruthy();
    expect(screen.getByText(/214 scanned pages are waiting for recognition/)).toBeTruthy();
    expect(screen.getByText('Searchable pages').nextElementSibling?.textContent).toBe('12,480');
  });
});
