import { createFileRoute } from '@tanstack/react-router';
import { WorksheetPage } from '../../../features/worksheets/components/worksheet-page.tsx';

/** A worksheet by its link: its owner's to change, any signed-in user's to read and print (product §4.22). */
export const Route = createFileRoute('/_auth/worksheets/$worksheetId')({
  component: WorksheetRoute,
});

function WorksheetRoute() {
  const { worksheetId } = Route.useParams();
  return <WorksheetPage worksheetId={worksheetId} />;
}
