import type { MantineColor } from '@mantine/core';
import { type NotificationsProps, notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** product §2.7: toasts live 3000 ms at the bottom right. */
export const TOAST_AUTO_CLOSE_MS = 3000;
export const TOAST_POSITION: NotificationsProps['position'] = 'bottom-right';

type ToastKind = 'success' | 'error' | 'warning' | 'info';

const kinds: Record<ToastKind, { color: MantineColor; icon: ReactNode }> = {
  success: { color: 'green', icon: <IconCheck size={18} aria-hidden /> },
  error: { color: 'red', icon: <IconX size={18} aria-hidden /> },
  warning: { color: 'yellow', icon: <IconAlertTriangle size={18} aria-hidden /> },
  info: { color: 'blue', icon: <IconInfoCircle size={18} aria-hidden /> },
};

function show(kind: ToastKind, title: string, message: string): void {
  const { color, icon } = kinds[kind];
  notifications.show({
    title,
    message,
    color,
    icon,
    autoClose: TOAST_AUTO_CLOSE_MS,
    position: TOAST_POSITION,
    // Errors and warnings interrupt screen readers; the rest waits its turn.
    role: kind === 'error' || kind === 'warning' ? 'alert' : 'status',
  });
}

/** Short messages at the bottom right; they need the `UiProvider` to be shown. */
export const toast = {
  success: (title: string, message: string) => show('success', title, message),
  error: (title: string, message: string) => show('error', title, message),
  warning: (title: string, message: string) => show('warning', title, message),
  info: (title: string, message: string) => show('info', title, message),
};
