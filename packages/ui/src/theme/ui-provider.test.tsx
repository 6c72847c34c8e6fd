import { Button, useMantineColorScheme } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useConfirm } from '../confirm-dialog/confirm-provider.tsx';
import { toast } from '../toast/toast.tsx';
import { UiProvider } from './ui-provider.tsx';

function SchemeToggle() {
  const { toggleColorScheme } = useMantineColorScheme();
  return <Button onClick={toggleColorScheme}>切換</Button>;
}

describe('UiProvider', () => {
  it('starts dark and keeps the choice in localStorage theme-preference with the dark class on <html>', async () => {
    const user = userEvent.setup();
    render(
      <UiProvider env="test">
        <SchemeToggle />
      </UiProvider>,
    );
    const html = document.documentElement;
    expect(html.getAttribute('data-mantine-color-scheme')).toBe('dark');
    expect(html.classList.contains('dark')).toBe(true);

    await user.click(screen.getByRole('button', { name: '切換' }));
    expect(html.getAttribute('data-mantine-color-scheme')).toBe('light');
    expect(html.classList.contains('dark')).toBe(false);
    expect(window.localStorage.getItem('theme-preference')).toBe('light');
  });

  it('restores a light preference saved earlier', () => {
    window.localStorage.setItem('theme-preference', 'light');
    render(<UiProvider env="test" />);
    expect(document.documentElement.getAttribute('data-mantine-color-scheme')).toBe('light');
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('provides the confirm dialog and the toast area', async () => {
    const user = userEvent.setup();
    function Ask() {
      const confirm = useConfirm();
      return (
        <Button
          onClick={async () => {
            if (await confirm({ title: '確認', message: '要繼續嗎？' })) toast.info('已繼續', '好的');
          }}
        >
          問
        </Button>
      );
    }
    render(
      <UiProvider env="test">
        <Ask />
      </UiProvider>,
    );
    await user.click(screen.getByRole('button', { name: '問' }));
    await user.click(await screen.findByRole('button', { name: '確定' }));
    expect(await screen.findByText('已繼續')).toBeTruthy();
  });
});
