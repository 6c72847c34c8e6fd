import { createFileRoute, redirect } from '@tanstack/react-router';
import { AdminPage } from '../../features/admin/components/admin-page.tsx';

/** System administration: administrators only, as the server sees them now; anyone else goes to the archive. */
export const Route = createFileRoute('/_auth/admin')({
  beforeLoad: ({ context }) => {
    if (!context.me?.is_admin) throw redirect({ to: '/archive' });
    return { admin: context.me };
  },
  component: AdminRoute,
});

function AdminRoute() {
  const { admin } = Route.useRouteContext();
  return <AdminPage userId={admin.id} />;
}
