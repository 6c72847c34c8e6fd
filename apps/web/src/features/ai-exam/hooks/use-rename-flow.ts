import { useT } from '@pastexam/ui/i18n';
import { aiExamMessages } from '@pastexam/ui/messages/ai-exam';
import { toast } from '@pastexam/ui/toast';
import { useState } from 'react';
import { refusalMessage } from '../../../lib/api-client.ts';
import { useRenameTask } from '../api/task-changes.ts';

type Named = { task_id: string; title: string };

/**
 * 重新命名 (product §6.11): the dialog's state for the exam being renamed, and its submission. A refusal is
 * shown in the dialog, which stays open with what was typed.
 */
export function useRenameFlow() {
  const t = useT(aiExamMessages);
  const [renaming, setRenaming] = useState<Named | null>(null);
  const mutation = useRenameTask();

  function submit(title: string) {
    if (!renaming || mutation.isPending) return;
    mutation.mutate(
      { taskId: renaming.task_id, title },
      {
        onSuccess: () => {
          setRenaming(null);
          toast.success(t('ai-exam.renamed'), title);
        },
      },
    );
  }

  return {
    open: (task: Named) => {
      mutation.reset();
      setRenaming(task);
    },
    dialog: {
      opened: renaming !== null,
      title: renaming?.title ?? '',
      onSubmit: submit,
      onClose: () => setRenaming(null),
      submitting: mutation.isPending,
      serverError: mutation.error ? refusalMessage(mutation.error, t('ai-exam.renameFailedFallback')) : null,
    },
  };
}
