import { createFileRoute } from '@tanstack/react-router';
import { useShellState } from '../../../app/shell-state.tsx';
import { MyExamsPage } from '../../../features/ai-exam/pages/my-exams-page.tsx';

/** 我的模擬試題: the signed-in user's mock exams (product §6.11). */
export const Route = createFileRoute('/_auth/exams/')({
  component: MyExamsRoute,
});

function MyExamsRoute() {
  const shell = useShellState();
  return <MyExamsPage onGenerate={() => shell.open('ai-exam')} />;
}
