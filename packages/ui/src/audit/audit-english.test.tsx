import { composeStories } from '@storybook/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditMessages } from '../i18n/compiled/audit.catalogue.ts';
import { formMessages } from '../i18n/compiled/form.catalogue.ts';
import { loadCatalogue, loadLocale, translatorFor } from '../i18n/i18n.ts';
import { renderStory } from '../test/render-story.tsx';
import { changedFields } from './audit-changes.ts';
import { auditFilterProblems, emptyAuditFilter } from './audit-filters.tsx';
import * as stories from './audit-log.stories.tsx';

const { DefaultEnglish } = composeStories(stories);

describe('AuditLog in English', () => {
  beforeAll(async () => {
    await loadLocale('en');
    await loadCatalogue(auditMessages, 'en');
    await loadCatalogue(formMessages, 'en');
  });

  it('names its filters and list in English', () => {
    renderStory(DefaultEnglish, <DefaultEnglish />);
    expect(screen.getByRole('search', { name: 'Filter the activity log' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'By' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'From' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Activity log' })).toBeTruthy();
  });

  it('opens an edit onto its fields, labelled in English', async () => {
    renderStory(DefaultEnglish, <DefaultEnglish />);
    const [edit] = within(screen.getByRole('list', { name: 'Activity log' })).getAllByRole('listitem');
    if (!edit) throw new Error('no entry');
    await userEvent.click(within(edit).getByText('Changes (1 field)'));
    const table = within(edit).getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Before' })).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: 'Name' })).toBeTruthy();
  });

  it('says a field’s values, a backwards range and a day that is none in English', () => {
    expect(changedFields({ has_answers: true }, { has_answers: false }, 'en')).toEqual([
      { field: 'has_answers', label: 'With answers', before: 'Yes', after: 'No' },
    ]);
    const backwards = { ...emptyAuditFilter, from: '2026/11/28', to: '2026/11/01' };
    const english = [translatorFor(auditMessages, 'en'), translatorFor(formMessages, 'en')] as const;
    expect(auditFilterProblems(backwards, ...english).to).toBe('The start date can’t be after the end date');
    expect(auditFilterProblems({ ...emptyAuditFilter, from: '2026/02/30' }, ...english)).toEqual({
      from: 'Enter a real date, for example 2026/11/28',
    });
  });

  it('names each recorded action in English', async () => {
    renderStory(DefaultEnglish, <DefaultEnglish />);
    expect((await screen.findAllByText('Edited a course')).length).toBeGreaterThan(0);
  });
});
