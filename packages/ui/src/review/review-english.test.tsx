import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { reviewMessages } from '../i18n/compiled/review.catalogue.ts';
import { loadCatalogue, loadLocale } from '../i18n/i18n.ts';
import * as examDatesStories from './exam-dates.stories.tsx';
import * as cardStories from './review.stories.tsx';
import * as todayStories from './review-today.stories.tsx';
import * as toggleStories from './review-toggle.stories.tsx';

const { RevealedEnglish, MockExamFrontEnglish } = composeStories(cardStories);
const { DueEnglish, DoneEnglish } = composeStories(todayStories);
const { NotInReviewEnglish } = composeStories(toggleStories);
const { DatesEnglish } = composeStories(examDatesStories);

describe('Review in English', () => {
  beforeAll(async () => {
    await loadLocale('en');
    await loadCatalogue(reviewMessages, 'en');
  });

  it('names the card, its link and its answer in English, the question as written', () => {
    render(<RevealedEnglish />);
    const card = within(screen.getByRole('article', { name: 'Review 3(b)' }));
    expect(card.getByRole('heading', { name: 'Answer' })).toBeTruthy();
    expect(card.getByRole('link', { name: 'Open this question in its past exam' })).toBeTruthy();
    expect(card.getByRole('group', { name: 'How well did you remember it?' })).toBeTruthy();
  });

  it('names a mock exam’s card, its question and its reveal button in English', async () => {
    render(<MockExamFrontEnglish />);
    const card = within(await screen.findByRole('article', { name: 'Review Question 2' }));
    expect(card.getByText('演算法 · 演算法期中考模擬試題 (mock exam)')).toBeTruthy();
    expect(card.getByRole('link', { name: 'Open this mock exam' })).toBeTruthy();
    expect(card.getByRole('button', { name: 'Show answer' })).toBeTruthy();
  });

  it('counts today’s queue in English and starts it', () => {
    const { unmount } = render(<DueEnglish />);
    expect(screen.getByRole('region', { name: 'Review' })).toBeTruthy();
    expect(screen.getByText('12 questions to review today')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start review' })).toBeTruthy();
    unmount();
    render(<DoneEnglish />);
    expect(screen.getByRole('status').textContent).toBe('Today’s review is done: 3 questions.');
    expect(screen.getByRole('link', { name: 'Back to home' })).toBeTruthy();
  });

  it('labels the toggle and the exam dates in English', () => {
    const { unmount } = render(<NotInReviewEnglish />);
    expect(screen.getByRole('button', { name: 'Add to review 第 2 題' })).toBeTruthy();
    unmount();
    render(<DatesEnglish />);
    expect(screen.getByRole('heading', { name: 'Exam dates' })).toBeTruthy();
    expect(screen.getByLabelText('資料結構 (3 questions)')).toBeTruthy();
    expect(screen.getByLabelText('演算法 (1 question)')).toBeTruthy();
  });
});
