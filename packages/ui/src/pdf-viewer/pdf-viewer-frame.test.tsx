import { composeStories } from '@storybook/react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fn } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { expectButtonsCallBack, inputLabelled } from '../test/controls.ts';
import { renderStory } from '../test/render-story.tsx';
import * as stories from './pdf-viewer-frame.stories.tsx';

const { Desktop, Phone, ZoomedInFully, ZoomedOutFully, Fullscreen, WithoutFullscreen } =
  composeStories(stories);

const toolbar = () => screen.getByRole('group', { name: 'PDF 工具' });

describe('PdfViewer frame and toolbar', () => {
  it('names its controls in Chinese with their keys, and each reaches its own callback', async () => {
    const spied = { 縮小: fn(), 放大: fn(), 符合寬度: fn(), 全螢幕: fn() };
    renderStory(
      Desktop,
      <Desktop
        onZoomOut={spied.縮小}
        onZoomIn={spied.放大}
        onFitWidth={spied.符合寬度}
        onToggleFullscreen={spied.全螢幕}
      />,
    );
    expect(within(toolbar()).getByRole('status', { name: '縮放比例' }).textContent).toBe('113%');
    expect(within(toolbar()).getByRole('button', { name: '放大' }).getAttribute('aria-keyshortcuts')).toBe(
      '+',
    );
    expect(within(toolbar()).getByRole('button', { name: '縮小' }).getAttribute('aria-keyshortcuts')).toBe(
      '-',
    );
    expect(within(toolbar()).getByRole('button', { name: '符合寬度' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await expectButtonsCallBack(spied, toolbar());
  });

  it('opens the file in a new tab through a plain link', () => {
    renderStory(Desktop, <Desktop />);
    const link = within(toolbar()).getByRole('link', { name: '在新分頁開啟' });
    expect(link.getAttribute('href')).toBe('blob:https://pastexam.example/3c1f0e6a');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener');
  });

  it('shows the page as N / M and goes to a typed page, kept within the document', async () => {
    const onPageChange = fn();
    renderStory(Phone, <Phone onPageChange={onPageChange} />);
    const field = inputLabelled('頁碼（共 3 頁）', toolbar());
    expect(field.value).toBe('1');
    expect(within(toolbar()).getByText('/ 3')).toBeTruthy();
    await userEvent.clear(field);
    await userEvent.type(field, '2{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.clear(field);
    await userEvent.type(field, '99{Enter}');
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    expect(field.value).toBe('1');
  });

  it('undoes typing with Escape and ignores what is not a number', async () => {
    const onPageChange = fn();
    renderStory(Desktop, <Desktop onPageChange={onPageChange} />);
    const field = inputLabelled('頁碼（共 3 頁）', toolbar());
    await userEvent.clear(field);
    await userEvent.type(field, '3{Escape}');
    expect(field.value).toBe('1');
    await userEvent.clear(field);
    await userEvent.type(field, '頁{Enter}');
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('turns zooming off at either end of its range', () => {
    const first = renderStory(ZoomedInFully, <ZoomedInFully />);
    expect(within(toolbar()).getByRole('button', { name: '放大' }).hasAttribute('disabled')).toBe(true);
    expect(within(toolbar()).getByRole('button', { name: '符合寬度' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
    expect(inputLabelled('頁碼（共 3 頁）', toolbar()).value).toBe('2');
    first.unmount();
    renderStory(ZoomedOutFully, <ZoomedOutFully />);
    expect(within(toolbar()).getByRole('button', { name: '縮小' }).hasAttribute('disabled')).toBe(true);
    expect(within(toolbar()).getByRole('button', { name: '放大' }).hasAttribute('disabled')).toBe(false);
  });

  it('offers full screen only where the browser can, and ends it from the same button', () => {
    const first = renderStory(Fullscreen, <Fullscreen />);
    expect(within(toolbar()).getByRole('button', { name: '結束全螢幕' })).toBeTruthy();
    first.unmount();
    renderStory(WithoutFullscreen, <WithoutFullscreen />);
    expect(within(toolbar()).queryByRole('button', { name: /全螢幕/ })).toBeNull();
  });

  it('puts the pages in a scrolling area the keyboard can reach', () => {
    renderStory(Desktop, <Desktop />);
    const pages = screen.getByRole('region', { name: 'PDF 頁面' });
    expect(pages.tabIndex).toBe(0);
    expect(within(pages).getAllByRole('img')).toHaveLength(3);
  });
});
