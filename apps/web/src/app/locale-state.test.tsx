import { loadLocale, useT } from '@pastexam/ui/i18n';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shownLocale } from '../lib/locale.ts';
import { AppLocaleProvider, useShowLocale } from './locale-state.tsx';

let show: ReturnType<typeof useShowLocale> = async () => {};

function Sample() {
  show = useShowLocale();
  return <p>{useT()('topBar.login')}</p>;
}

describe('the interface language', () => {
  it('draws the page, its lang, the tab’s title and the client’s language in the language shown', async () => {
    await loadLocale('en');
    render(
      <AppLocaleProvider initial="en">
        <Sample />
      </AppLocaleProvider>,
    );
    expect(screen.getByText('Sign in')).toBeTruthy();
    expect(document.title).toBe('Past Exam Archive');
    expect(shownLocale()).toBe('en');

    await act(() => show('zh-TW'));
    expect(screen.getByText('登入')).toBeTruthy();
    expect(document.title).toBe('考古題系統');
    expect(document.documentElement.lang).toBe('zh-Hant-TW');
    expect(shownLocale()).toBe('zh-TW');
  });
});
