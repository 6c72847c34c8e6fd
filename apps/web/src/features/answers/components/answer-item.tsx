import { type Actor, ANSWER_COMMENT_MAX_LENGTH, type Answer } from '@pastexam/api-contract';
import { AnswerCard, AnswerComments, AnswerEditor, AnswerVersionsDialog } from '@pastexam/ui/answers';
import { useConfirm } from '@pastexam/ui/confirm-dialog';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, refusalMessage } from '../../../lib/api-client.ts';
import { toastRefusal } from '../../../lib/refusals.ts';
import { useServices } from '../../../lib/services.tsx';
import {
  useDeleteAnswer,
  useEditAnswer,
  useEndorseAnswer,
  useMarkOfficial,
  useVoteAnswer,
} from '../api/answer-actions.ts';
import {
  answerCommentsQuery,
  answerVersionsQuery,
  useDeleteComment,
  usePostComment,
} from '../api/answer-comments.ts';

export type AnswerItemProps = {
  archiveId: number;
  answer: Answer;
  viewer: Actor;
  now: number;
  /** Called by the menu's 檢舉. Default: no 檢舉. */
  onFlag?: (answer: Answer) => void;
};

/** An answer's comments, loaded when opened, with the field to add one. */
function Comments({ archiveId, answer, viewer, now }: Omit<AnswerItemProps, 'onFlag'>) {
  const { api } = useServices();
  const comments = useQuery(answerCommentsQuery(api, answer.id));
  const post = usePostComment(archiveId, answer);
  const remove = useDeleteComment(archiveId, answer);
  const [draft, setDraft] = useState('');
  return (
    <AnswerComments
      comments={comments.data?.comments ?? []}
      viewer={viewer}
      now={now}
      loading={comments.isPending}
      error={comments.isError ? errorMessage(comments.error, '無法載入留言，請稍後再試') : null}
      onRetry={() => void comments.refetch()}
      onDelete={(comment) =>
        remove.mutate(comment, { onError: (error) => toastRefusal('無法刪除留言', error) })
      }
      draft={draft}
      onDraftChange={setDraft}
      onSend={() => post.mutate(draft.trim(), { onSuccess: () => setDraft('') })}
      sending={post.isPending}
      sendError={
        post.isError ? refusalMessage(post.error, `留言最多 ${ANSWER_COMMENT_MAX_LENGTH} 個字`) : null
      }
    />
  );
}

/** The versions dialog of one answer, loading them when it opens. */
function Versions({ answer, onClose }: { answer: Answer; onClose: () => void }) {
  const { api } = useServices();
  const versions = useQuery(answerVersionsQuery(api, answer.id));
  return (
    <AnswerVersionsDialog
      opened
      onClose={onClose}
      versions={versions.data?.versions ?? []}
      loading={versions.isPending}
      error={versions.isError ? errorMessage(versions.error, '無法載入版本紀錄，請稍後再試') : null}
    />
  );
}

/**
 * One answer wired to the server: votes shown at once, the expert's and official toggles, editing in place,
 * deleting after a confirmation, its comments and earlier versions. Refusals are said as the app says them.
 */
export function AnswerItem({ archiveId, answer, viewer, now, onFlag }: AnswerItemProps) {
  const confirm = useConfirm();
  const vote = useVoteAnswer(archiveId);
  const endorse = useEndorseAnswer(archiveId);
  const official = useMarkOfficial(archiveId);
  const edit = useEditAnswer(archiveId);
  const remove = useDeleteAnswer(archiveId);
  const [editing, setEditing] = useState<string | null>(null);
  const [versionsOpen, setVersionsOpen] = useState(false);

  if (editing !== null)
    return (
      <AnswerEditor
        mode="edit"
        value={editing}
        onChange={setEditing}
        onCancel={() => setEditing(null)}
        onSubmit={() => edit.mutate({ answer, body: editing.trim() }, { onSuccess: () => setEditing(null) })}
        submitting={edit.isPending}
        error={edit.isError ? refusalMessage(edit.error, '無法儲存解答，請稍後再試') : null}
      />
    );

  const onDelete = async () => {
    const confirmed = await confirm({
      title: '刪除解答',
      message: '確定要刪除這則解答嗎？它的投票、背書與留言會一起刪除。',
      confirmLabel: '刪除',
      danger: true,
    });
    if (confirmed) remove.mutate(answer, { onError: (error) => toastRefusal('無法刪除解答', error) });
  };

  return (
    <>
      <AnswerCard
        answer={answer}
        viewerId={viewer.id}
        now={now}
        onVote={(_, value) =>
          vote.mutate({ answer, vote: value }, { onError: (error) => toastRefusal('無法投票', error) })
        }
        onEndorse={(_, value) =>
          endorse.mutate(
            { answer, endorse: value },
            { onError: (error) => toastRefusal('無法認可解答', error) },
          )
        }
        onMarkOfficial={(_, value) =>
          official.mutate(
            { answer, official: value },
            { onError: (error) => toastRefusal('無法標示官方解答', error) },
          )
        }
        onEdit={() => setEditing(answer.body)}
        onDelete={() => void onDelete()}
        onFlag={onFlag}
        onShowVersions={() => setVersionsOpen(true)}
        renderComments={() => <Comments archiveId={archiveId} answer={answer} viewer={viewer} now={now} />}
      />
      {versionsOpen && <Versions answer={answer} onClose={() => setVersionsOpen(false)} />}
    </>
  );
}
