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
  it('shows a success toast with its title and message at the bottom right', async () => {
    render(<Success />);
    await showToast();
    const toast = within(bottomRightArea()).getByRole('status');
    expect(within(toast).getByText('下載成功')).toBeTruthy();
    expect(within(toast).getByText('檔案已開始下載')).toBeTruthy();
  });

  it('announces an error as an alert', async () => {
    render(<ErrorToast />);
    await showToast();
    const toast = within(bottomRightArea()).getByRole('alert');
    expect(within(toast).getByText('登入失敗')).toBeTruthy();
    expect(within(toast).getByText('帳號或密碼錯誤')).toBeTruthy();
  });

  it('announces a warning as an alert', async () => {
    render(<Warning />);
    await showToast();
    expect(
      within(within(bottomRightArea()).getByRole('alert')).getByText('建議選擇 2-3 份考古題'),
    ).toBeTruthy();
  });

  it('shows info politely', async () => {
    render(<Info />);
    await showToast();
    expect(
      within(within(bottomRightArea()).getByRole('status')).getByText('預計需要 2 到 5 分鐘'),
    ).toBeTruthy();
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
