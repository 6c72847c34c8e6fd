import { composeStories } from '@storybook/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { answersMessages } from '../i18n/compiled/answers.catalogue.ts';
import { loadCatalogue, loadLocale } from '../i18n/i18n.ts';
import { renderStory } from '../test/render-story.tsx';
import * as cardStories from './answer-card.stories.tsx';
import * as flagStories from './flags.stories.tsx';
import * as pagerStories from './question-pager.stories.tsx';

const { AsExpertEnglish, OwnEditedEnglish } = composeStories(cardStories);
const { MiddleEnglish } = composeStories(pagerStories);
const { FlagDialogEnglish } = composeStories(flagStories);

describe('answers in English', () => {
  beforeAll(async () => {
    await loadLocale('en');
    await loadCatalogue(answersMessages, 'en');
  });

  it('names an answer’s buttons in English, the answer as written', () => {
    renderStory(AsExpertEnglish, <AsExpertEnglish />);
    expect(screen.getByRole('article', { name: 'Answer by 阿華' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Endorse as an expert' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Official answer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Upvote, \d+ votes?$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'More actions for this answer' })).toBeTruthy();
  });

  it('shows the own answer’s menu in English', async () => {
    renderStory(OwnEditedEnglish, <OwnEditedEnglish />);
    await userEvent.click(screen.getByRole('button', { name: 'More actions for this answer' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Version history' })).toBeTruthy();
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toBeTruthy();
  });

  it('turns questions with English buttons', () => {
    renderStory(MiddleEnglish, <MiddleEnglish />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    expect(screen.getByText('Question 2 of 3')).toBeTruthy();
  });

  it('offers the reasons to flag an answer in English', async () => {
    renderStory(FlagDialogEnglish, <FlagDialogEnglish />);
    expect(await screen.findByRole('radio', { name: 'Wrong answer' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Looks AI-generated' })).toBeTruthy();
  });
});
