import { useNotifications } from '@mantine/notifications';
import { type ComponentType, lazy, Suspense, useState } from 'react';

// Mantine's toast stack (its transitions and layout) is fetched with the first toast, not with every page.
const ToastStack = lazy<ComponentType>(() =>
  import('./toast-stack.tsx').then(
    (module) => ({ default: module.ToastStack }),
    // Without its code a toast is not shown; the page itself goes on working.
    () => ({ default: () => null }),
  ),
);

/** The toast stack, rendered from the first toast on. */
export function ToastArea() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  if (!wanted && (notifications.length > 0 || queue.length > 0)) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  ) : null;
}
