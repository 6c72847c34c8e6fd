import { createFileRoute, redirect } from '@tanstack/react-router';

/** Pages for signed-in users: a guest is sent home (product §2.2). */
export const Route = createFileRoute('/_auth')({
  beforeLoad: ({ context }) => {
    if (!context.user) throw redirect({ to: '/' });
    return { user: context.user };
  },
});
