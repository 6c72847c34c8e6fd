import { type Actor, ANSWER_COMMENT_MAX_LENGTH, type Answer } from '@pastexam/api-contract';
import { AnswerCard, AnswerComments, AnswerEditor, AnswerVersionsDialog } from '@pastexam/ui/answers';
import { useConfirm } from '@pastexam/ui/confirm-dialog';
import { useT } from '@pastexam/ui/i18n';
import { answersMessages } from '@pastexam/ui/messages/answers';
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
  const t = useT(answersMessages);
  const core = useT();
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
      error={comments.isError ? errorMessage(comments.error, t('answers.commentsFailed')) : null}
      onRetry={() => void comments.refetch()}
      onDelete={(comment) =>
        remove.mutate(comment, {
          onError: (error) => toastRefusal(t('answers.deleteCommentFailed'), error, core('common.tryLater')),
        })
      }
      draft={draft}
      onDraftChange={setDraft}
      onSend={() => post.mutate(draft.trim(), { onSuccess: () => setDraft('') })}
      sending={post.isPending}
      sendError={
        post.isError
          ? refusalMessage(post.error, t('answers.commentTooLong', { max: ANSWER_COMMENT_MAX_LENGTH }))
          : null
      }
    />
  );
}

/** The versions dialog of one answer, loading them when it opens. */
function Versions({ answer, onClose }: { answer: Answer; onClose: () => void }) {
  const t = useT(answersMessages);
  const { api } = useServices();
  const versions = useQuery(answerVersionsQuery(api, answer.id));
  return (
    <AnswerVersionsDialog
      opened
      onClose={onClose}
      versions={versions.data?.versions ?? []}
      loading={versions.isPending}
      error={versions.isError ? errorMessage(versions.error, t('answers.versionsFailed')) : null}
    />
  );
}

/**
 * One answer wired to the server: votes shown at once, the expert's and official toggles, editing in place,
 * deleting after a confirmation, its comments and earlier versions. Refusals are said as the app says them.
 */
export function AnswerItem({ archiveId, answer, viewer, now, onFlag }: AnswerItemProps) {
  const t = useT(answersMessages);
  const core = useT();
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
        error={edit.isError ? refusalMessage(edit.error, t('answers.saveFailed')) : null}
      />
    );

  const onDelete = async () => {
    const confirmed = await confirm({
      title: t('answers.deleteTitle'),
      message: t('answers.deleteConfirm'),
      confirmLabel: core('common.delete'),
      danger: true,
    });
    if (confirmed)
      remove.mutate(answer, {
        onError: (error) => toastRefusal(t('answers.deleteFailed'), error, core('common.tryLater')),
      });
  };

  return (
    <>
      <AnswerCard
        answer={answer}
        viewerId={viewer.id}
        now={now}
        onVote={(_, value) =>
          vote.mutate(
            { answer, vote: value },
            { onError: (error) => toastRefusal(t('answers.voteFailed'), error, core('common.tryLater')) },
          )
        }
        onEndorse={(_, value) =>
          endorse.mutate(
            { answer, endorse: value },
            { onError: (error) => toastRefusal(t('answers.endorseFailed'), error, core('common.tryLater')) },
          )
        }
        onMarkOfficial={(_, value) =>
          official.mutate(
            { answer, official: value },
            {
              onError: (error) =>
                toastRefusal(t('answers.markOfficialFailed'), error, core('common.tryLater')),
            },
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
