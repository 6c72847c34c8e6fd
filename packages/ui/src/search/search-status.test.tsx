import { composeStories } from '@storybook/react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectLoadFailure } from '../test/controls.ts';
import { renderStory } from '../test/render-story.tsx';
import * as stories from './search-status.stories.tsx';
import { OCR_INSTALL_COMMAND } from './search-status.tsx';

const { AllIndexed, ReadingScans, OcrMissing, Loading, LoadFailed } = composeStories(stories);

const count = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('SearchStatusPanel', () => {
  it('counts what is searchable, and says nothing more when nothing waits', () => {
    renderStory(AllIndexed, <AllIndexed />);
    expect(count('可搜尋的頁數')).toBe('12,480');
    expect(count('等待文字辨識的頁數')).toBe('0');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(OCR_INSTALL_COMMAND)).toBeNull();
  });

  it('says scans are being read when this server has OCR', () => {
    renderStory(ReadingScans, <ReadingScans />);
    expect(count('等待文字辨識的頁數')).toBe('36');
    expect(count('無法辨識的頁數')).toBe('1');
    expect(screen.getByText(/36 頁掃描檔正在排隊/)).toBeTruthy();
  });

  it('says how many pages wait and how to enable OCR when it is missing', () => {
    renderStory(OcrMissing, <OcrMissing />);
    expect(screen.getByText('這台伺服器未安裝文字辨識（OCR）')).toBeTruthy();
    expect(screen.getByText(/有 214 頁掃描檔等待辨識/)).toBeTruthy();
    expect(screen.getByText(OCR_INSTALL_COMMAND)).toBeTruthy();
  });

  it('says it is loading, and never counts of zero meanwhile', () => {
    renderStory(Loading, <Loading />);
    expect(screen.getByText('載入中…')).toBeTruthy();
    expect(screen.queryByText('可搜尋的頁數')).toBeNull();
  });

  it('offers 重新載入 when the progress could not be loaded', async () => {
    await expectLoadFailure(LoadFailed, '無法載入索引進度', '可搜尋的頁數');
  });
});
