import { composeStories } from '@storybook/react';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { wishesMessages } from '../i18n/compiled/wishes.catalogue.ts';
import { loadCatalogue, loadLocale } from '../i18n/i18n.ts';
import { renderStory } from '../test/render-story.tsx';
import * as poolStories from './course-wishes.stories.tsx';
import * as dialogStories from './wish-dialog.stories.tsx';

const { SomeWishesEnglish } = composeStories(poolStories);
const { BlankEnglish } = composeStories(dialogStories);

describe('Wishes in English', () => {
  beforeAll(async () => {
    await loadLocale('en');
    await loadCatalogue(wishesMessages, 'en');
  });

  it('names the wish pool’s controls in English, the exams’ types too', () => {
    renderStory(SomeWishesEnglish, <SomeWishesEnglish />);
    const pool = screen.getByRole('region', { name: 'Wish pool' });
    expect(within(pool).getByRole('button', { name: 'Make a wish' })).toBeTruthy();
    expect(within(pool).getByRole('button', { name: 'My wishes' })).toBeTruthy();
    expect(within(pool).getByRole('button', { name: 'Me too: 113 Midterm' })).toBeTruthy();
    expect(within(pool).getByRole('button', { name: 'I have this: 113 Midterm' })).toBeTruthy();
    expect(pool.textContent).toContain('3 people wait for 113 Midterm');
    expect(pool.textContent).toContain('1 person waits for Any exam');
  });

  it('labels the wish dialog’s fields in English', () => {
    renderStory(BlankEnglish, <BlankEnglish />);
    const dialog = screen.getByRole('dialog', { name: 'Make a wish: 資料結構' });
    expect(within(dialog).getByRole('textbox', { name: 'Professor (optional)' })).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Note (optional)' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Make a wish' })).toBeTruthy();
    expect(dialog.textContent).toContain('Up to 200 characters');
  });
});
