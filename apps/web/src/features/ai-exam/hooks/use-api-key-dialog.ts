import type { ApiKeyModalProps } from '@pastexam/ui/ai-exam';
import { useT } from '@pastexam/ui/i18n';
import { aiExamMessages } from '@pastexam/ui/messages/ai-exam';
import { toast } from '@pastexam/ui/toast';
import { type Dispatch, useEffect } from 'react';
import { usePutApiKey } from '../api/put-api-key.ts';
import { messages, said, type Text } from '../flow/messages.ts';
import type { AiExamEvent, AiExamState } from '../flow/reducer.ts';
import type { AiExamServerState } from './use-ai-exam-server.ts';

/**
 * The Gemini API key's dialog beside the AI exam modal: opened by API Key 設定, or by the flow itself when there
 * is no key (nothing can be generated without one); saving tests and stores a key, removing forgets it.
 */
export function useApiKeyDialog(
  opened: boolean,
  onClose: () => void,
  state: AiExamState,
  dispatch: Dispatch<AiExamEvent>,
  { keyStatus }: Pick<AiExamServerState, 'keyStatus'>,
) {
  const t = useT(aiExamMessages);
  const putKey = usePutApiKey();

  // Without a key nothing can be generated, so the key dialog comes first.
  const keyMissing = keyStatus.data?.has_api_key === false;
  useEffect(() => {
    if (opened && keyMissing) dispatch({ type: 'key-missing' });
  }, [opened, keyMissing, dispatch]);

  function putApiKey(key: string, done: Text, failed: Text) {
    if (putKey.isPending) return;
    putKey.mutate(key, {
      onSuccess: (status) => {
        const { title, message } = said(t, done);
        toast.success(title, message);
        if (status.has_api_key) dispatch({ type: 'key-saved' });
      },
      onError: () => {
        const { title, message } = said(t, failed);
        toast.error(title, message);
      },
    });
  }

  const keyModal: Omit<ApiKeyModalProps, 'stackId'> = {
    opened: opened && state.keyDialog !== 'closed',
    status: keyStatus.data ?? null,
    busy: putKey.isPending,
    onSave: (key) => {
      if (key.trim() !== '') putApiKey(key.trim(), messages.keySaved, messages.keySaveFailed);
    },
    onRemove: () => putApiKey('', messages.keyRemoved, messages.keyRemoveFailed),
    onClose: () => {
      dispatch({ type: 'key-dialog-closed' });
      // Without a key the AI modal cannot do anything, so it goes away with the key dialog.
      if (keyMissing) onClose();
    },
  };

  const onOpenApiKey = () => {
    dispatch({ type: 'key-dialog-opened' });
    // The status could not be read when the modal opened; the dialog would otherwise wait on it forever.
    if (keyStatus.data === undefined) void keyStatus.refetch();
  };

  return { keyModal, onOpenApiKey };
}
