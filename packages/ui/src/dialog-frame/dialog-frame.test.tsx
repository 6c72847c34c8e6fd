import { composeStories } from '@storybook/react';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLocale } from '../i18n/i18n.ts';
import { renderStory } from '../test/render-story.tsx';
import * as stories from './dialog-frame.stories.tsx';

const { Open, Busy, OpenEnglish } = composeStories(stories);

describe('DialogFrame', () => {
  it('is a dialog closed by 關閉, with 取消 and 儲存', () => {
    renderStory(Open, <Open />);
    expect(screen.getByRole('dialog', { name: '重新命名' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '關閉' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '取消' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '儲存' })).toBeTruthy();
  });

  it('cannot be closed while its call runs', () => {
    renderStory(Busy, <Busy />);
    expect(screen.getByRole('button', { name: '關閉' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('DialogFrame in English', () => {
  beforeAll(() => loadLocale('en'));

  it('says its own words in English', () => {
    renderStory(OpenEnglish, <OpenEnglish />);
    expect(screen.getByRole('dialog', { name: 'Rename' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});
