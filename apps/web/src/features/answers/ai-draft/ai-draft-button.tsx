import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useT } from '@pastexam/ui/i18n';
import { answersMessages } from '@pastexam/ui/messages/answers';
import { IconRobot } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { queryKeys } from '../../../api/query-keys.ts';
import { refusalMessage } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.tsx';
import { aiDraftsQuery, isUnderWay, useRequestAiDraft } from './ai-draft-api.ts';

type AiDraftButtonProps = {
  /** The question's archive. Required, no default. */
  archiveId: number;
  /** The question to draft an answer to. Required, no default. */
  questionId: number;
  /** Called once a draft is saved (and the archive's answers asked again), with its answer's id. Default: nothing. */
  onDrafted?: (answerId: number) => void;
};

/**
 * 請 AI 試答 (product §4.13): asks Gemini, with the user's own key, to draft this question's answer, and shows
 * its progress and why it failed. The question's answers section takes it in its `actions` slot.
 */
export function AiDraftButton({ archiveId, questionId, onDrafted }: AiDraftButtonProps) {
  const t = useT(answersMessages);
  const { api } = useServices();
  const queryClient = useQueryClient();
  const drafts = useQuery(aiDraftsQuery(api, archiveId, questionId));
  const ask = useRequestAiDraft(archiveId, questionId);
  const latest = drafts.data?.requests[0];
  const underWay = isUnderWay(latest);
  // Told once per draft this page asked for or saw under way: a fast draft may be done by the first look.
  const told = useRef<string | null>(null);
  const [watched, setWatched] = useState<string | null>(null);
  if (latest && underWay && watched !== latest.id) setWatched(latest.id);
  useEffect(() => {
    if (!latest) return;
    if (latest.status === 'done' && watched === latest.id && told.current !== latest.id) {
      told.current = latest.id;
      // The draft is saved by the server's worker, which tells no stream: the list is read again to show it.
      void queryClient.invalidateQueries({ queryKey: queryKeys.archiveAnswers(archiveId) });
      if (latest.answer_id !== null) onDrafted?.(latest.answer_id);
    }
  }, [latest, watched, onDrafted, queryClient, archiveId]);

  const refused = ask.error ? refusalMessage(ask.error, t('answers.aiRefused')) : null;
  const failed = latest?.status === 'failed' ? latest.error : null;
  return (
    <Stack gap="xs">
      <Group gap="xs">
        <Button
          variant="light"
          leftSection={<IconRobot size={16} aria-hidden />}
          onClick={() => ask.mutate(undefined, { onSuccess: (request) => setWatched(request.id) })}
          loading={ask.isPending}
          disabled={underWay}
        >
          {t('answers.aiAsk')}
        </Button>
        {latest && underWay && (
          <Group gap={6} role="status">
            <Loader size="xs" aria-hidden />
            <Text size="sm">{t(latest.status === 'queued' ? 'answers.aiQueued' : 'answers.aiRunning')}</Text>
          </Group>
        )}
        {latest?.status === 'done' && watched === latest.id && (
          <Text size="sm" role="status">
            {t('answers.aiDone', { model: latest.ai_model ?? '' })}
          </Text>
        )}
      </Group>
      {(refused ?? failed) && (
        <Alert color="red" title={t('answers.aiFailed')} role="alert">
          {refused ?? failed}
        </Alert>
      )}
    </Stack>
  );
}
