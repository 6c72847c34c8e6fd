import { Alert, Button, Group, Modal, Radio, Stack, TextInput } from '@mantine/core';
import {
  FLAG_NOTE_MAX_LENGTH,
  type FlagInput,
  type FlagReason,
  flagReasonSchema,
} from '@pastexam/api-contract';
import { flagReasonLabels } from '@pastexam/api-contract/labels';
import { type FormEvent, useState } from 'react';

export type FlagAnswerDialogProps = {
  /** Whether the dialog is open. Required, no default. */
  opened: boolean;
  /** Sends the flag; the caller closes the dialog once it is made. Required, no default. */
  onSubmit: (input: FlagInput) => void;
  /** Called by 取消, Escape or the close button. Required, no default. */
  onClose: () => void;
  /** While the flag is being sent: the button spins and nothing can be sent twice. Default false. */
  busy?: boolean;
  /** Why the last attempt was refused (the API's zh-TW message); null when none. Default null. */
  error?: string | null;
};

/**
 * 檢舉解答: the reason (答案錯誤 / 不當內容 / 疑似 AI 產生) and an optional short note (product §4.12). The answer
 * card's menu opens it.
 */
export function FlagAnswerDialog({
  opened,
  onSubmit,
  onClose,
  busy = false,
  error = null,
}: FlagAnswerDialogProps) {
  const [reason, setReason] = useState<FlagReason | null>(null);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!reason) return setMissing(true);
    onSubmit({ reason, note: note.trim() === '' ? null : note.trim() });
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="檢舉解答"
      centered
      closeButtonProps={{ 'aria-label': '關閉檢舉解答' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Radio.Group
            label="檢舉理由"
            withAsterisk
            value={reason}
            onChange={(value) => {
              const parsed = flagReasonSchema.safeParse(value);
              if (parsed.success) setReason(parsed.data);
              setMissing(false);
            }}
            error={missing ? '請選擇檢舉理由' : undefined}
          >
            <Stack gap="xs" mt="xs">
              {flagReasonSchema.options.map((value) => (
                <Radio key={value} value={value} label={flagReasonLabels[value]} />
              ))}
            </Stack>
          </Radio.Group>
          <TextInput
            label="補充說明（選填）"
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={FLAG_NOTE_MAX_LENGTH}
            description={`最多 ${FLAG_NOTE_MAX_LENGTH} 個字`}
          />
          {error && (
            <Alert color="red" role="alert" title="無法送出檢舉">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              取消
            </Button>
            {/* Shade 8 keeps white text above 4.5:1 in both schemes. */}
            <Button type="submit" color="red.8" loading={busy}>
              送出檢舉
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
