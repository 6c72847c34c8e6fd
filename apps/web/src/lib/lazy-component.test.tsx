import { UiProvider } from '@pastexam/ui/theme';
import { render, renderHook, screen } from '@testing-library/react';
import { type ComponentType, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DialogUnavailable, lazyComponent, lazyDialog, useOpenedOnce } from './lazy-component.ts';

type Props = { opened: boolean; onClose: () => void };

function Dialog({ opened }: Props) {
  return opened ? <div role="dialog" aria-label="測試視窗" /> : null;
}

function renderLazy(Component: ComponentType<Props>, onClose = vi.fn()) {
  render(
    <UiProvider env="test">
      <Suspense fallback={null}>
        <Component opened onClose={onClose} />
      </Suspense>
    </UiProvider>,
  );
  return onClose;
}

describe('lazyComponent', () => {
  it('fetches the chunk once, however often it is preloaded, and renders what arrived', async () => {
    const load = vi.fn(async () => Dialog);
    const dialog = lazyComponent(load, DialogUnavailable);
    dialog.preload();
    dialog.preload();
    renderLazy(dialog.Component);
    expect(await screen.findByRole('dialog', { name: '測試視窗' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again on the first render when a preload failed', async () => {
    const load = vi
      .fn<() => Promise<typeof Dialog>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Dialog);
    const dialog = lazyComponent(load, DialogUnavailable);
    dialog.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    renderLazy(dialog.Component);
    expect(await screen.findByRole('dialog', { name: '測試視窗' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("says so and closes again when a dialog's chunk cannot be fetched as it opens", async () => {
    const dialog = lazyDialog<Props>(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    const onClose = renderLazy(dialog.Component);
    expect(await screen.findByText('無法開啟視窗')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('useOpenedOnce', () => {
  it('stays true from the first opening on', () => {
    const { result, rerender } = renderHook(({ opened }) => useOpenedOnce(opened), {
      initialProps: { opened: false },
    });
    expect(result.current).toBe(false);
    rerender({ opened: true });
    expect(result.current).toBe(true);
    rerender({ opened: false });
    expect(result.current).toBe(true);
  });
});
