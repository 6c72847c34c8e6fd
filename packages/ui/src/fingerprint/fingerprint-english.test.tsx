import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fingerprintMessages } from '../i18n/compiled/fingerprint.catalogue.ts';
import { loadCatalogue, loadLocale } from '../i18n/i18n.ts';
import * as stories from './fingerprint-chart.stories.tsx';

const { AsTableEnglish, EmptyEnglish } = composeStories(stories);

describe('FingerprintChart in English', () => {
  beforeAll(async () => {
    await loadLocale('en');
    await loadCatalogue(fingerprintMessages, 'en');
  });

  it('names its controls, table and years in English, the course and topics as written', () => {
    render(<AsTableEnglish />);
    expect(screen.getByRole('combobox', { name: 'Professor' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Heatmap' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Table' })).toBeTruthy();
    const region = screen.getByRole('region', { name: 'Exam analysis table' });
    const table = within(region).getByRole('table', {
      name: /^Questions per topic and academic year, 演算法/,
    });
    expect(within(table).getByRole('columnheader', { name: 'Topic' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'AY 2019–20 (108)' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Last asked' })).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: '演算法 (whole area)' })).toBeTruthy();
  });

  it('says in English what an empty chart needs, with a link to the topics', () => {
    render(<EmptyEnglish />);
    expect(screen.getByText('No questions have confirmed topics yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the topics' }).getAttribute('href')).toBe('/topics');
    expect(screen.getByRole('combobox', { name: 'Professor' })).toBeTruthy();
  });
});
