import { createFileRoute } from '@tanstack/react-router';
import { ArchivePage } from '../../features/archive/components/archive-page.tsx';
import {
  ArchiveManager,
  renderManageActions,
  renderUploadAction,
} from '../../features/archive/manage/components/archive-page-actions.tsx';
import { useCurrentUser } from '../../lib/services.tsx';

export const Route = createFileRoute('/_auth/archive')({
  component: ArchiveRoute,
});

function ArchiveRoute() {
  const user = useCurrentUser();
  return (
    user && (
      // Edit, move and delete for every row, with the page's one edit dialog.
      <ArchiveManager>
        <ArchivePage
          userName={user.name}
          renderHeaderActions={renderUploadAction}
          renderArchiveActions={renderManageActions}
        />
      </ArchiveManager>
    )
  );
}
