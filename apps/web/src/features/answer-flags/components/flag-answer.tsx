import type { Answer } from '@pastexam/api-contract';
import { FlagAnswerDialog } from '@pastexam/ui/answers/flags';
import { useT } from '@pastexam/ui/i18n';
import { answersMessages } from '@pastexam/ui/messages/answers';
import { toast } from '@pastexam/ui/toast';
import { refusalMessage } from '../../../lib/api-client.ts';
import { useFlagAnswer } from '../api/flag-answer.ts';

type FlagAnswerProps = {
  /** The answer being flagged; null while no 檢舉 is open. Required, no default. */
  answer: Pick<Answer, 'id'> | null;
  /** Called once the flag is sent, and by 取消 / Escape. Required, no default. */
  onClose: () => void;
};

/**
 * 檢舉解答 wired to the server (product §4.13): a flag sent closes the dialog and says so; a refusal (the same
 * reason twice, one's own answer, too many flags) stays in the dialog in the server's words.
 */
export function FlagAnswer({ answer, onClose }: FlagAnswerProps) {
  const t = useT(answersMessages);
  const flag = useFlagAnswer();
  const close = () => {
    flag.reset();
    onClose();
  };
  return (
    <FlagAnswerDialog
      opened={answer !== null}
      onClose={close}
      busy={flag.isPending}
      error={flag.isError ? refusalMessage(flag.error, t('answers.flagFailedHint')) : null}
      onSubmit={(input) => {
        if (!answer) return;
        flag.mutate(
          { answerId: answer.id, input },
          {
            onSuccess: () => {
              toast.success(t('answers.flagSent'), t('answers.flagSentHint'));
              close();
            },
          },
        );
      }}
    />
  );
}
