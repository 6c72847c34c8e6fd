import { Notifications } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS, TOAST_POSITION } from './toast.tsx';

/** Where toasts appear: the bottom right, each for 3 s (product §2.7). */
export function ToastStack() {
  return <Notifications position={TOAST_POSITION} autoClose={TOAST_AUTO_CLOSE_MS} />;
}
