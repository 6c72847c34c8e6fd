import { composeStories } from '@storybook/react';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { confirmDialogMessages } from '../i18n/compiled/confirm-dialog.catalogue.ts';
import { loadCatalogue, loadLocale } from '../i18n/i18n.ts';
import { renderStory } from '../test/render-story.tsx';
import * as stories from './confirm-dialog.stories.tsx';

const { DefaultEnglish } = composeStories(stories);

describe('ConfirmDialog in English', () => {
  beforeAll(async () => {
    await loadLocale('en');
    await loadCatalogue(confirmDialogMessages, 'en');
  });

  it('offers OK and Cancel by default', () => {
    renderStory(DefaultEnglish, <DefaultEnglish />);
    expect(screen.getByRole('dialog', { name: 'Confirm' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'OK' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });
});
