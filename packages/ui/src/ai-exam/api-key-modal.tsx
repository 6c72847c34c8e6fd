import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import type { ApiKeyStatus } from '@pastexam/api-contract';
import { IconAlertTriangle, IconCheck, IconCircleCheck, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { DialogFrame } from '../dialog-frame/dialog-frame.tsx';

/** product §9.5: the key modal is 500px wide. */
export const API_KEY_MODAL_WIDTH = 500;
export const GEMINI_KEY_PAGE_URL = 'https://aistudio.google.com/app/apikey';

export interface ApiKeyModalProps {
  /** Whether the modal is shown; closing it forgets what was typed. Required, no default. */
  opened: boolean;
  /** The stored key's status; null until it is known. Required, no default. */
  status: ApiKeyStatus | null;
  /** A save or removal is running: its button spins and nothing else can be sent. Required, no default. */
  busy: boolean;
  /** Called by 儲存 or Enter with the trimmed key, never blank. Required, no default. */
  onSave: (key: string) => void;
  /** Called by 移除. Required, no default. */
  onRemove: () => void;
  /** Called by the close button, Escape or a click outside. Required, no default. */
  onClose: () => void;
  /** The id inside a `Modal.Stack` when stacked over the AI exam modal. Default: not stacked. */
  stackId?: string;
}

/** API Key 設定: the Gemini key's status, and a field to set it or a button to remove it (product §6.2). */
export function ApiKeyModal({ status, busy, onSave, onRemove, ...frame }: ApiKeyModalProps) {
  const { opened } = frame;
  const [key, setKey] = useState('');
  const hasKey = status?.has_api_key ?? false;

  // A key typed but not saved must not wait in the page for the next person; a saved one is no longer needed.
  useEffect(() => {
    if (!opened || hasKey) setKey('');
  }, [opened, hasKey]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = key.trim();
    if (!busy && trimmed !== '') onSave(trimmed);
  };

  return (
    <DialogFrame {...frame} title="API Key 設定" width={API_KEY_MODAL_WIDTH}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            請設定您的 Google Gemini API Key 以使用 AI 生成功能
          </Text>
          <Stack gap={4}>
            <Text fw={600} size="sm">
              API Key 狀態
            </Text>
            {hasKey ? (
              <Alert color="green" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} p="sm">
                已設定：{status?.api_key_masked}
              </Alert>
            ) : (
              <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} p="sm">
                {status === null ? '讀取中...' : '尚未設定 API Key'}
              </Alert>
            )}
          </Stack>
          {!hasKey && (
            <Stack gap={4}>
              <PasswordInput
                label="Google Gemini API Key"
                placeholder="輸入 Gemini API Key"
                autoComplete="off"
                value={key}
                onChange={(event) => setKey(event.currentTarget.value)}
                visibilityToggleButtonProps={{ 'aria-label': '顯示 API Key' }}
                data-autofocus
              />
              <Text size="xs" c="dimmed">
                您可以在{' '}
                <Anchor
                  href={GEMINI_KEY_PAGE_URL}
                  target="_blank"
                  rel="noopener noreferrer"
                  inherit
                  underline="always"
                >
                  Google AI Studio
                </Anchor>{' '}
                獲取免費的 API Key
              </Text>
            </Stack>
          )}
          <Group justify="flex-end" gap="sm">
            {hasKey ? (
              <Button
                color="red.8"
                leftSection={<IconTrash size={16} aria-hidden />}
                loading={busy}
                onClick={onRemove}
              >
                移除
              </Button>
            ) : (
              <Button
                type="submit"
                leftSection={<IconCheck size={16} aria-hidden />}
                loading={busy}
                disabled={key.trim() === '' || status === null}
              >
                儲存
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </DialogFrame>
  );
}
