import { Alert, Button, Group, Stack, Tabs, Text, Textarea } from '@mantine/core';
import { ANSWER_MAX_LENGTH, messageLength } from '@pastexam/api-contract';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { type KeyboardEvent, useId, useState } from 'react';
import { ExamMarkdown } from '../ai-exam/exam/markdown.tsx';
import { answersMessages } from '../i18n/compiled/answers.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';

export type AnswerEditorProps = {
  /** The Markdown being written. Required. */
  value: string;
  /** Called with the text as it is typed. Required. */
  onChange: (value: string) => void;
  /** Called by 送出 and Ctrl/⌘+Enter, only while the text can be sent. Required. */
  onSubmit: () => void;
  /** Called by 取消. Required. */
  onCancel: () => void;
  /** Writing a new answer, or changing one already sent (its button says 儲存). Default 'new'. */
  mode?: 'new' | 'edit';
  /** While it is being sent: the button shows a loader. Default false. */
  submitting?: boolean;
  /** Why it was not sent (zh-TW), shown above the field. Default none. */
  error?: string | null;
  /** A draft of it was kept from earlier (shown as a note). Default false. */
  restored?: boolean;
};

/**
 * Writing an answer: Markdown with KaTeX math and code, a 預覽 tab rendering it as readers will see it, the count
 * against the longest answer, and Ctrl+Enter to send.
 */
export function AnswerEditor({
  value,
  onChange,
  onSubmit,
  onCancel,
  mode = 'new',
  submitting = false,
  error = null,
  restored = false,
}: AnswerEditorProps) {
  const t = useT(answersMessages);
  const [tab, setTab] = useState<string | null>('write');
  const countId = useId();
  const length = messageLength(value.trim());
  const tooLong = length > ANSWER_MAX_LENGTH;
  const sendable = length > 0 && !tooLong && !submitting;
  const submit = () => {
    if (sendable) onSubmit();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };
  return (
    <Stack
      gap="xs"
      component="form"
      aria-label={mode === 'new' ? t('answers.writeAnswer') : t('answers.editAnswer')}
      onSubmit={(e) => e.preventDefault()}
    >
      {error && (
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" py="xs">
          <Text size="sm">{error}</Text>
        </Alert>
      )}
      {restored && (
        <Text size="xs" c="dimmed">
          {t('answers.draftRestored')}
        </Text>
      )}
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="write">{t('answers.writeTab')}</Tabs.Tab>
          <Tabs.Tab value="preview">{t('answers.previewTab')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="write" pt="xs">
          <Textarea
            label={t('answers.bodyLabel')}
            description={t('answers.bodyHint')}
            value={value}
            onChange={(event) => onChange(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            rows={8}
            resize="vertical"
            error={tooLong ? t('answers.tooLong', { max: ANSWER_MAX_LENGTH }) : undefined}
            aria-describedby={countId}
            data-autofocus
          />
        </Tabs.Panel>
        <Tabs.Panel value="preview" pt="xs">
          {value.trim() ? (
            <ExamMarkdown>{value}</ExamMarkdown>
          ) : (
            <Text size="sm" c="dimmed">
              {t('answers.nothingToPreview')}
            </Text>
          )}
        </Tabs.Panel>
      </Tabs>
      <Group justify="space-between" gap="xs">
        <Text id={countId} size="xs" c={tooLong ? 'red' : 'dimmed'}>
          {t('answers.length', { length, max: ANSWER_MAX_LENGTH })}
        </Text>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={onCancel}>
            {t('answers.cancel')}
          </Button>
          <Button
            size="xs"
            leftSection={<IconSend size={14} aria-hidden />}
            onClick={submit}
            disabled={!sendable && !submitting}
            loading={submitting}
          >
            {mode === 'new' ? t('answers.submit') : t('answers.save')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
