import { composeStories } from '@storybook/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { toastMessages } from '../i18n/compiled/toast.catalogue.ts';
import { loadCatalogue } from '../i18n/i18n.ts';
import { renderStory } from '../test/render-story.tsx';
import * as stories from './toast.stories.tsx';

const { SuccessEnglish } = composeStories(stories);

describe('toast in English', () => {
  beforeAll(() => loadCatalogue(toastMessages, 'en'));

  it('names its close button in English, and closes by it', async () => {
    renderStory(SuccessEnglish, <SuccessEnglish />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '顯示通知' }));
    const close = await screen.findByRole('button', { name: 'Close notification' });
    const toast = within(document.body).getByRole('status');
    expect(within(toast).getByText('Download started')).toBeTruthy();
    await user.click(close);
    await waitFor(() => expect(screen.queryByText('Download started')).toBeNull());
  });
});
