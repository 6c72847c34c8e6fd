import { Stack, TextInput } from '@mantine/core';
import { QUESTION_NAME_MAX_LENGTH, questionNameSchema } from '@pastexam/api-contract';
import { type FormEvent, useEffect, useState } from 'react';
import { DialogFrame, SaveCancelButtons } from '../dialog-frame/dialog-frame.tsx';
import { questionsMessages } from '../i18n/compiled/questions.catalogue.ts';
import { useT } from '../i18n/locale-provider.tsx';

export interface QuestionRenameDialogProps {
  /** Shown. Required. */
  opened: boolean;
  /** The question's name now, the field's first value. Required. */
  name: string;
  /** The new name is being saved. Default false. */
  saving?: boolean;
  /** The server's refusal, in zh-TW. Default: none. */
  error?: string;
  /** 儲存 with a valid name. Required. */
  onSave: (name: string) => void;
  /** 取消 or closing. Required. */
  onClose: () => void;
}

/** 重新命名 a question: one line, checked as the server checks it before it is sent. */
export function QuestionRenameDialog({
  opened,
  name,
  saving = false,
  error,
  onSave,
  onClose,
}: QuestionRenameDialogProps) {
  const t = useT(questionsMessages);
  const [value, setValue] = useState(name);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (opened) {
      setValue(name);
      setProblem(null);
    }
  }, [opened, name]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = questionNameSchema.safeParse(value);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? t('questions.nameInvalid'));
      return;
    }
    onSave(parsed.data);
  }

  return (
    <DialogFrame
      opened={opened}
      onClose={onClose}
      title={t('questions.renameTitle')}
      busy={saving}
      width={420}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('questions.name')}
            description={t('questions.nameHint', { max: QUESTION_NAME_MAX_LENGTH })}
            value={value}
            onChange={(event) => setValue(event.currentTarget.value)}
            error={problem ?? error}
            data-autofocus
          />
          <SaveCancelButtons saving={saving} onCancel={onClose} />
        </Stack>
      </form>
    </DialogFrame>
  );
}
