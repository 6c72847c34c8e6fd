import type { Actor, Answer, Question } from '@pastexam/api-contract';
import { AnswerEditor, QuestionAnswers } from '@pastexam/ui/answers';
import { useT } from '@pastexam/ui/i18n';
import { answersMessages } from '@pastexam/ui/messages/answers';
import { type ReactNode, useState } from 'react';
import { refusalMessage } from '../../../lib/api-client.ts';
import { usePostAnswer } from '../api/answer-actions.ts';
import { clearDraft, readDraft, writeDraft } from '../draft.ts';
import { AnswerItem } from './answer-item.tsx';

export type QuestionBlockProps = {
  archiveId: number;
  question: Pick<Question, 'id' | 'name'>;
  answers: Answer[];
  viewer: Actor;
  now: number;
  /** Beside the question's name (收藏, 已完成, …). Default none. */
  header?: ReactNode;
  /** Beside 撰寫解答 (請 AI 試答). Default none. */
  actions?: ReactNode;
  /** Called by an answer's 檢舉. Default: no 檢舉. */
  onFlag?: (answer: Answer) => void;
};

/** The answer being written to a question, kept in localStorage until it is sent. */
function useDraft(questionId: number) {
  const [value, setValue] = useState(() => readDraft(localStorage, questionId));
  const [restored] = useState(() => value !== '');
  const [writing, setWriting] = useState(restored);
  const change = (next: string) => {
    setValue(next);
    writeDraft(localStorage, questionId, next);
  };
  const clear = () => {
    setValue('');
    setWriting(false);
    clearDraft(localStorage, questionId);
  };
  return { value, restored, writing, setWriting, change, clear };
}

/** One question's answers with the editor to add one. */
export function QuestionBlock({
  archiveId,
  question,
  answers,
  viewer,
  now,
  header,
  actions,
  onFlag,
}: QuestionBlockProps) {
  const t = useT(answersMessages);
  const draft = useDraft(question.id);
  const post = usePostAnswer(archiveId);
  const editor = draft.writing && (
    <AnswerEditor
      value={draft.value}
      onChange={draft.change}
      restored={draft.restored}
      onCancel={() => draft.setWriting(false)}
      onSubmit={() =>
        post.mutate({ questionId: question.id, body: draft.value.trim() }, { onSuccess: draft.clear })
      }
      submitting={post.isPending}
      error={post.isError ? refusalMessage(post.error, t('answers.postFailed')) : null}
    />
  );
  return (
    <QuestionAnswers
      name={question.name}
      answers={answers}
      header={header}
      actions={actions}
      onWrite={() => draft.setWriting(true)}
      editor={editor || undefined}
      renderAnswer={(answer) => (
        <AnswerItem archiveId={archiveId} answer={answer} viewer={viewer} now={now} onFlag={onFlag} />
      )}
    />
  );
}
