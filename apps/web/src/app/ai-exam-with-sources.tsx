import { useRouter } from '@tanstack/react-router';
import { AiExamDialog } from '../features/ai-exam/components/ai-exam-dialog.tsx';
import { useExamSourcePreview } from './exam-source-preview.tsx';
import { useShellState } from './shell-state.tsx';

type AiExamWithSourcesProps = {
  /** Whether the AI exam modal is open. */
  opened: boolean;
  /** Asked to close it. */
  onClose: () => void;
};

/**
 * The AI exam modal where it leads out of itself: a source chip shows its past exam in the preview in the modal's
 * place, and closing the preview brings the modal back as it was; 開啟完整頁面 and 下載 PDF go to the exam's own
 * page and print view. In the modal's chunk, not the shell's.
 */
export function AiExamWithSources({ opened, onClose }: AiExamWithSourcesProps) {
  const router = useRouter();
  const shell = useShellState();
  const sourcePreview = useExamSourcePreview(() => shell.open('ai-exam'));
  return (
    <>
      <AiExamDialog
        opened={opened}
        onClose={onClose}
        onOpenSource={(source, archive) => {
          onClose();
          sourcePreview.open(source, archive);
        }}
        onOpenExam={(taskId, view) =>
          void router.navigate({
            to: view === 'page' ? '/exams/$taskId' : '/exams/$taskId/print',
            params: { taskId },
          })
        }
      />
      {sourcePreview.element}
    </>
  );
}
