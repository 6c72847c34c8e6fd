import { createFileRoute, redirect } from '@tanstack/react-router';
import { AdminPage } from '../../features/admin/components/admin-page.tsx';
import { useCurrentUser } from '../../lib/services.tsx';

/** System administration: administrators only; anyone else is sent to the archive (product §2.2). */
export const Route = createFileRoute('/_auth/admin')({
  beforeLoad: ({ context }) => {
    if (!context.user.is_admin) throw redirect({ to: '/archive' });
  },
  component: AdminRoute,
});

function AdminRoute() {
  const user = useCurrentUser();
  return user && <AdminPage userId={user.id} />;
}
