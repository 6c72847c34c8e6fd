import { MantineThemeProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { toastMessages } from '../i18n/compiled/toast.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';
import { TOAST_AUTO_CLOSE_MS, TOAST_POSITION } from './toast.tsx';

/**
 * Where toasts appear: the bottom right, each for 3 s (product §2.7). Their close button is named here, in the
 * reader's language, as `toast.show` runs outside React.
 */
export function ToastStack() {
  const t = useT(toastMessages);
  const close = t('toast.close');
  const theme = useMemo(
    () => ({ components: { Notification: { defaultProps: { closeButtonProps: { 'aria-label': close } } } } }),
    [close],
  );
  return (
    <MantineThemeProvider inherit theme={theme}>
      <Notifications position={TOAST_POSITION} autoClose={TOAST_AUTO_CLOSE_MS} />
    </MantineThemeProvider>
  );
}
