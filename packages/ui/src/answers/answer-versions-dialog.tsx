import { Divider, Loader, Modal, Stack, Text } from '@mantine/core';
import type { AnswerVersion } from '@pastexam/api-contract';
import { ExamMarkdown } from '../ai-exam/exam/markdown.tsx';
import { LoadError } from '../archives/load-error.tsx';
import { answersMessages } from '../i18n/compiled/answers.catalogue.ts';
import { formatsFor } from '../i18n/format.ts';
import { useLocale, useT } from '../i18n/locale-provider.tsx';

/** One earlier body of an answer, and when it was written. */
export type AnswerVersionItem = Pick<AnswerVersion, 'id' | 'body' | 'written_at'>;

export type AnswerVersionsDialogProps = {
  /** Whether the dialog is shown. Required. */
  opened: boolean;
  /** Called by the close button and Escape. Required. */
  onClose: () => void;
  /** The earlier bodies, newest first. Required. */
  versions: AnswerVersionItem[];
  /** While they load. Default false. */
  loading?: boolean;
  /** Why they could not be loaded (zh-TW). Default none. */
  error?: string | null;
};

/** An edited answer's earlier versions, each rendered as it read then. */
export function AnswerVersionsDialog({
  opened,
  onClose,
  versions,
  loading = false,
  error = null,
}: AnswerVersionsDialogProps) {
  const t = useT(answersMessages);
  const formats = formatsFor(useLocale());
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('answers.versions')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('answers.closeVersions') }}
    >
      {loading && <Loader size="sm" role="status" aria-label={t('answers.loadingVersions')} />}
      {error && <LoadError message={error} />}
      {!loading && !error && versions.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('answers.noVersions')}
        </Text>
      )}
      <Stack gap="md">
        {versions.map((version, index) => (
          <Stack
            key={version.id}
            gap={4}
            component="section"
            aria-label={t('answers.version', { time: formats.dateTime(version.written_at) })}
          >
            {index > 0 && <Divider />}
            <Text size="xs" c="dimmed" component="time" dateTime={version.written_at}>
              {formats.dateTime(version.written_at)}
            </Text>
            <ExamMarkdown>{version.body}</ExamMarkdown>
          </Stack>
        ))}
      </Stack>
    </Modal>
  );
}
