import { createFileRoute } from '@tanstack/react-router';
import { WorksheetsPage } from '../../../features/worksheets/components/worksheets-page.tsx';

/** 我的題單: the signed-in user's worksheets (product §4.22). */
export const Route = createFileRoute('/_auth/worksheets/')({
  component: WorksheetsPage,
});
