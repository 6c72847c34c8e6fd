import { notifications } from '@mantine/notifications';
import { composeStories } from '@storybook/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as stories from './toast.stories.tsx';

const { Success, ErrorToast, Warning, Info } = composeStories(stories);

function bottomRightArea(): HTMLElement {
  const area = document.querySelector<HTMLElement>('[data-position="bottom-right"]');
  if (!area) throw new Error('no bottom-right toast area');
  return area;
}

async function showToast() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: '顯示通知' }));
  // The stack's code is fetched with the first toast.
  await waitFor(() => bottomRightArea());
  return user;
}

/** Small steps, so timers scheduled by each re-render (the exit transition) run as they would live. */
function advanceInSteps(ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += 100) {
    act(() => {
      vi.advanceTimersByTime(100);
    });
  }
}

afterEach(() => {
  vi.useRealTimers();
});

describe('toast', () => {
  it.each([
    ['a success with its title and message, politely', Success, 'status', ['下載成功', '檔案已開始下載']],
    ['an error as an alert', ErrorToast, 'alert', ['登入失敗', '帳號或密碼錯誤']],
    ['a warning as an alert', Warning, 'alert', ['建議選擇 2-3 份考古題']],
    ['info politely', Info, 'status', ['預計需要 2 到 5 分鐘']],
  ])('announces %s at the bottom right', async (_kind, Toast, role, texts) => {
    render(<Toast />);
    await showToast();
    const toast = within(bottomRightArea()).getByRole(role);
    for (const text of texts) expect(within(toast).getByText(text)).toBeTruthy();
  });

  it('can be dismissed with its labelled close button', async () => {
    render(<Success />);
    const user = await showToast();
    await user.click(within(bottomRightArea()).getByRole('button', { name: '關閉通知' }));
    await waitFor(() => expect(within(bottomRightArea()).queryByText('下載成功')).toBeNull());
  });

  it('goes away by itself after 3 seconds, not before', async () => {
    render(<Success />);
    // The stack's code arrives with a first toast; then the clock is frozen and the timing starts from none.
    await showToast();
    act(() => notifications.clean());
    await waitFor(() => expect(within(bottomRightArea()).queryByText('下載成功')).toBeNull());
    vi.useFakeTimers();
    // A plain click: user-event's own pauses would wait on the frozen clock.
    fireEvent.click(screen.getByRole('button', { name: '顯示通知' }));
    const shown = () => within(bottomRightArea()).queryByText('下載成功') !== null;
    expect(shown()).toBe(true);
    advanceInSteps(2900);
    expect(shown()).toBe(true);
    // The rest of the 3 s and the exit transition.
    advanceInSteps(1000);
    expect(shown()).toBe(false);
  });
});
