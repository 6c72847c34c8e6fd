import { createFileRoute, redirect } from '@tanstack/react-router';

/** Guest-only pages: a signed-in user is sent to the archive (product §2.2). */
export const Route = createFileRoute('/_guest')({
  beforeLoad: ({ context }) => {
    if (context.user) throw redirect({ to: '/archive' });
  },
});
