import { composeStories } from '@storybook/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminMessages } from '../i18n/compiled/admin.catalogue.ts';
import { loadCatalogue, loadLocale } from '../i18n/i18n.ts';
import { renderStory } from '../test/render-story.tsx';
import * as courseStories from './course-table.stories.tsx';
import * as pendingStories from './pending-courses.stories.tsx';
import * as userFormStories from './user-form-dialog.stories.tsx';

const { DefaultEnglish } = composeStories(courseStories);
const { DefaultEnglish: PendingEnglish } = composeStories(pendingStories);
const { CreateEnglish } = composeStories(userFormStories);

describe('the admin screens in English', () => {
  beforeAll(() => Promise.all([loadCatalogue(adminMessages, 'en'), loadLocale('en')]));

  it('names the course table’s controls and pages in English', async () => {
    renderStory(DefaultEnglish, <DefaultEnglish />);
    expect(await screen.findByRole('textbox', { name: 'Search courses' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New course' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Course name/ })).toBeTruthy();
    expect(screen.getByText('14 courses')).toBeTruthy();
  });

  it('offers the pending courses’ actions in English', async () => {
    renderStory(PendingEnglish, <PendingEnglish />);
    expect(await screen.findByRole('heading', { name: 'Courses pending review' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Confirm / }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('button', { name: /^Refuse / }).length).toBeGreaterThan(0);
  });

  it('labels the new account’s form in English', async () => {
    renderStory(CreateEnglish, <CreateEnglish />);
    expect(await screen.findByRole('dialog', { name: 'New user' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Administrator' })).toBeTruthy();
  });

  it('names each course’s category in English, and counts one course as one', async () => {
    renderStory(DefaultEnglish, <DefaultEnglish />);
    expect((await screen.findAllByText('Third-year courses')).length).toBeGreaterThan(0);
    await userEvent.type(screen.getByRole('textbox', { name: 'Search courses' }), '演算法（2）');
    expect(await screen.findByText('1 course')).toBeTruthy();
  });
});
