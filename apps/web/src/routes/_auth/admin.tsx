import { createFileRoute, redirect } from '@tanstack/react-router';
import { useCallback } from 'react';
import { type AdminTab, validateAdminSearch } from '../../features/admin/admin-address.ts';
import { AdminPage } from '../../features/admin/components/admin-page.tsx';

/** System administration: administrators only, as the server sees them now; anyone else goes to the archive. */
export const Route = createFileRoute('/_auth/admin')({
  // The tab shown is in the address (/admin?tab=users), so a link can open it and Back returns to the tab before.
  validateSearch: validateAdminSearch,
  beforeLoad: ({ context }) => {
    if (!context.me?.is_admin) throw redirect({ to: '/archive' });
    return { admin: context.me };
  },
  component: AdminRoute,
});

function AdminRoute() {
  const { admin } = Route.useRouteContext();
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  const changeTab = useCallback(
    (next: AdminTab, { replace }: { replace: boolean }) => void navigate({ search: { tab: next }, replace }),
    [navigate],
  );
  return <AdminPage userId={admin.id} tab={tab} onTabChange={changeTab} />;
}
