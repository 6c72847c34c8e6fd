import { FLAG_NOTE_MAX_LENGTH, type FlagInput, flagReasonSchema } from '@pastexam/api-contract';
import { ReasonDialog } from '../form/reason-dialog.tsx';
import { answersMessages } from '../i18n/compiled/answers.catalogue.ts';
import { useLabels } from '../i18n/labels.ts';
import { useT } from '../i18n/locale-provider.tsx';

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
export function FlagAnswerDialog(props: FlagAnswerDialogProps) {
  const t = useT(answersMessages);
  const labels = useLabels();
  return (
    <ReasonDialog
      {...props}
      title={t('answers.flagTitle')}
      reasons={flagReasonSchema.options}
      labels={labels.flagReason}
      reasonLabel={t('answers.flagReason')}
      noteMaxLength={FLAG_NOTE_MAX_LENGTH}
      submitLabel={t('answers.flagSubmit')}
      errorTitle={t('answers.flagFailed')}
    />
  );
}
