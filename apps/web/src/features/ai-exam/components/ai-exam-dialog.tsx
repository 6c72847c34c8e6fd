import { AiExamModal, ApiKeyModal } from '@pastexam/ui/ai-exam';
import { useConfirm } from '@pastexam/ui/confirm-dialog';
import { messages } from '../flow/messages.ts';
import { toView } from '../flow/state.ts';
import { useAiExamFlow } from '../hooks/use-ai-exam-flow.ts';

type AiExamDialogProps = {
  /** Whether the AI exam modal is open. */
  opened: boolean;
  /** Asked to close it (close button, Escape, or the key dialog dismissed without a key). */
  onClose: () => void;
};

/** AI 生成模擬試題 and its API Key 設定 dialog (product §6.1, §6.2), driven by the AI exam flow. */
export function AiExamDialog({ opened, onClose }: AiExamDialogProps) {
  const [state, dispatch] = useAiExamFlow(opened, onClose);
  const confirm = useConfirm();
  const keyOpened = opened && state.apiKey.modalOpened;

  async function regenerate() {
    const confirmed = await confirm({ ...messages.regenerate, confirmLabel: '確定' });
    if (confirmed) dispatch({ type: 'regenerate-confirmed' });
  }

  return (
    <>
      {/* One dialog at a time: the key dialog takes the AI modal's place while it is open, so focus and the
          app-wide confirm dialog never compete with a stacked modal. */}
      <AiExamModal
        opened={opened && !keyOpened}
        view={toView(state)}
        onClose={onClose}
        onOpenApiKey={() => dispatch({ type: 'key-settings-opened' })}
        handlers={{
          onCategoryChange: (category) => dispatch({ type: 'category-changed', category }),
          onCourseChange: (courseId) => dispatch({ type: 'course-changed', courseId }),
          onProfessorChange: (professor) => dispatch({ type: 'professor-changed', professor }),
          onNext: () => dispatch({ type: 'next' }),
          onBack: () => dispatch({ type: 'back' }),
          onTypeFilterChange: (filter) => dispatch({ type: 'type-filter-changed', filter }),
          onToggleArchive: (archiveId) => dispatch({ type: 'archive-toggled', archiveId }),
          onStart: () => dispatch({ type: 'start' }),
          onCopy: () => dispatch({ type: 'copy-requested' }),
          onDownload: () => dispatch({ type: 'download-requested' }),
          onRegenerate: () => void regenerate(),
          onRetry: () => dispatch({ type: 'retry' }),
        }}
      />
      <ApiKeyModal
        opened={keyOpened}
        status={state.apiKey.status}
        busy={state.apiKey.busy}
        onSave={(key) => dispatch({ type: 'key-save-requested', key })}
        onRemove={() => dispatch({ type: 'key-remove-requested' })}
        onClose={() => dispatch({ type: 'key-settings-closed' })}
      />
    </>
  );
}
