import { Alert, Button, Group, Modal, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { formMessages } from '../i18n/compiled/form.catalogue.ts';
import { translator } from '../i18n/i18n.ts';
import { useLocale, useT } from '../i18n/locale-provider.tsx';

export type ReasonDialogProps<R extends string> = {
  /** Whether the dialog is open. Required, no default. */
  opened: boolean;
  /** The dialog's title, which names it for assistive technology (`檢舉解答`). Required, no default. */
  title: string;
  /** The reasons in the order offered, each with its label. Required, no default. */
  reasons: readonly R[];
  /** Each reason's zh-TW label. Required, no default. */
  labels: Record<R, string>;
  /** What the reason is called (`檢舉理由`); asked `請選擇{reasonLabel}` when missing. Required, no default. */
  reasonLabel: string;
  /** The longest note, in characters. Required, no default. */
  noteMaxLength: number;
  /** The note takes several lines. Default false. */
  multilineNote?: boolean;
  /** The send button's label (`送出檢舉`). Required, no default. */
  submitLabel: string;
  /** The refusal's title (`無法送出檢舉`). Required, no default. */
  errorTitle: string;
  /** Sends the reason and the trimmed note (null when empty); the caller closes the dialog. Required. */
  onSubmit: (input: { reason: R; note: string | null }) => void;
  /** Called by 取消, Escape or the close button. Required, no default. */
  onClose: () => void;
  /** While it is being sent: the button spins and nothing can be sent twice. Default false. */
  busy?: boolean;
  /** Why the last attempt was refused (the API's zh-TW message); null when none. Default null. */
  error?: string | null;
};

/** A reason chosen among radio buttons and an optional note: what 檢舉解答 and 回報問題 ask. */
export function ReasonDialog<R extends string>(props: ReasonDialogProps<R>) {
  const { opened, title, reasons, labels, reasonLabel, noteMaxLength, busy = false, error = null } = props;
  const [reason, setReason] = useState<R | null>(null);
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState(false);
  // Each opening starts blank: what was chosen for one answer or archive is not carried to the next. The dialog
  // itself stays mounted, so its closing returns focus to where it was opened from.
  const [shown, setShown] = useState(opened);
  if (opened !== shown) {
    setShown(opened);
    if (opened) {
      setReason(null);
      setNote('');
      setMissing(false);
    }
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!reason) return setMissing(true);
    props.onSubmit({ reason, note: note.trim() === '' ? null : note.trim() });
  };
  const Note = props.multilineNote ? Textarea : TextInput;
  const t = useT(formMessages);
  // The core's 取消 never waits: the app loads the core catalogue before its first page.
  const core = translator(useLocale());
  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('form.closeDialog', { title }) }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Radio.Group
            label={reasonLabel}
            withAsterisk
            value={reason}
            onChange={(value) => {
              const chosen = reasons.find((option) => option === value);
              if (chosen) setReason(chosen);
              setMissing(false);
            }}
            error={missing ? t('form.chooseReason', { reason: reasonLabel }) : undefined}
          >
            <Stack gap="xs" mt="xs">
              {reasons.map((value) => (
                <Radio key={value} value={value} label={labels[value]} />
              ))}
            </Stack>
          </Radio.Group>
          <Note
            label={t('form.note')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={noteMaxLength}
            description={t('form.noteLimit', { max: noteMaxLength })}
            {...(props.multilineNote ? { rows: 4 } : {})}
          />
          {error && (
            <Alert color="red" role="alert" title={props.errorTitle}>
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {core('common.cancel')}
            </Button>
            {/* Shade 8 keeps white text above 4.5:1 in both schemes. */}
            <Button type="submit" color="red.8" loading={busy}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
