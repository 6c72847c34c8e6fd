import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import type { ApiKeyStatus } from '@pastexam/api-contract';
import { IconAlertTriangle, IconCheck, IconCircleCheck, IconTrash } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { DialogFrame } from '../dialog-frame/dialog-frame.tsx';
import { aiExamMessages } from '../i18n/compiled/ai-exam.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';

/** product §9.5: the key modal is 500px wide. */
export const API_KEY_MODAL_WIDTH = 500;
export const GEMINI_KEY_PAGE_URL = 'https://aistudio.google.com/app/apikey';
/** Where the link goes in the sentence about getting a key: the sentence is split around it. */
const SITE = '\uE000';

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
  const t = useT(aiExamMessages);
  const core = useT();
  const [beforeSite, afterSite] = t('ai-exam.apiKeyWhere', { site: SITE }).split(SITE);
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
    <DialogFrame {...frame} title={t('ai-exam.apiKeySettings')} width={API_KEY_MODAL_WIDTH}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('ai-exam.apiKeyIntro')}
          </Text>
          <Stack gap={4}>
            <Text fw={600} size="sm">
              {t('ai-exam.apiKeyStatus')}
            </Text>
            {hasKey ? (
              <Alert color="green" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} p="sm">
                {t('ai-exam.apiKeySet', { masked: status?.api_key_masked ?? '' })}
              </Alert>
            ) : (
              <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} p="sm">
                {status === null ? t('ai-exam.apiKeyReading') : t('ai-exam.apiKeyMissing')}
              </Alert>
            )}
          </Stack>
          {!hasKey && (
            <Stack gap={4}>
              <PasswordInput
                label={t('ai-exam.apiKeyLabel')}
                placeholder={t('ai-exam.apiKeyPlaceholder')}
                autoComplete="off"
                value={key}
                onChange={(event) => setKey(event.currentTarget.value)}
                visibilityToggleButtonProps={{ 'aria-label': t('ai-exam.showApiKey') }}
                data-autofocus
              />
              <Text size="xs" c="dimmed">
                {beforeSite}
                <Anchor
                  href={GEMINI_KEY_PAGE_URL}
                  target="_blank"
                  rel="noopener noreferrer"
                  inherit
                  underline="always"
                >
                  Google AI Studio
                </Anchor>
                {afterSite}
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
                {t('ai-exam.removeKey')}
              </Button>
            ) : (
              <Button
                type="submit"
                leftSection={<IconCheck size={16} aria-hidden />}
                loading={busy}
                disabled={key.trim() === '' || status === null}
              >
                {core('common.save')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </DialogFrame>
  );
}
