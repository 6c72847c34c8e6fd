import { AiExamModal, ApiKeyModal } from '@pastexam/ui/ai-exam';
import { type AiExamLinks, useAiExamFlow } from '../hooks/use-ai-exam-flow.ts';

type AiExamDialogProps = AiExamLinks & {
  /** Whether the AI exam modal is open. */
  opened: boolean;
  /** Asked to close it (close button, Escape, or the key dialog dismissed without a key). */
  onClose: () => void;
};

/** AI 生成模擬試題 and its API Key 設定 dialog (product §6.1, §6.2). */
export function AiExamDialog({ opened, onClose, ...links }: AiExamDialogProps) {
  const flow = useAiExamFlow(opened, onClose, links);
  return (
    <>
      {/* One dialog at a time: the key dialog takes the AI modal's place while it is open, so focus and the
          app-wide confirm dialog never compete with a stacked modal. */}
      <AiExamModal
        opened={opened && !flow.keyModal.opened}
        view={flow.view}
        onClose={onClose}
        onOpenApiKey={flow.onOpenApiKey}
        handlers={flow.handlers}
      />
      <ApiKeyModal {...flow.keyModal} />
    </>
  );
}
