import { routes, type Topic } from '@pastexam/api-contract';
import { ConfirmDialog } from '@pastexam/ui/confirm-dialog';
import { useT } from '@pastexam/ui/i18n';
import { topicsMessages } from '@pastexam/ui/messages/topics';
import { toast } from '@pastexam/ui/toast';
import { deletionMessage, TopicEditDialog, TopicFileActions } from '@pastexam/ui/topics';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { toastRefusal, useFieldRefusals } from '../../../lib/refusals.ts';
import {
  TopicFileError,
  type TopicFileProblem,
  useDeleteTopic,
  useExportTopics,
  useImportTopics,
  useUpdateTopic,
} from '../api/topic-changes.ts';

type Deleting = { topic: Topic; children: readonly Topic[] };

/** What the tree's 編輯 and 刪除 open: the edit dialog and the confirmation of a deletion. */
export function useTopicTreeEditing() {
  const t = useT(topicsMessages);
  const core = useT();
  const [editing, setEditing] = useState<Topic | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const update = useUpdateTopic();
  const remove = useDeleteTopic();
  // A name another topic of the level has is told on its field; anything else in a toast.
  const refusals = useFieldRefusals(t('topics.saveFailed'), routes.topics.updateTopic, {
    duplicate_topic: 'name_zh',
  });
  const dialogs = (
    <>
      <TopicEditDialog
        opened={editing !== null}
        topic={editing}
        submitting={update.isPending}
        fieldErrors={refusals.fieldErrors}
        onClose={() => {
          setEditing(null);
          refusals.reset();
        }}
        onSubmit={(values) => {
          if (!editing) return;
          refusals.reset();
          update.mutate(
            { topicId: editing.id, values },
            {
              onSuccess: (topic) => {
                toast.success(t('topics.saved'), topic.name_zh);
                setEditing(null);
              },
              onError: refusals.refused,
            },
          );
        }}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('topics.deleteConfirm', { name: deleting?.topic.name_zh ?? '' })}
        message={deleting ? deletionMessage(deleting.topic, deleting.children, t) : ''}
        confirmLabel={core('common.delete')}
        danger
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.topic.id, {
            onSuccess: () => toast.success(t('topics.deleted'), deleting.topic.name_zh),
            onError: (error) => toastRefusal(t('topics.deleteFailed'), error),
            onSettled: () => setDeleting(null),
          });
        }}
      />
    </>
  );
  return {
    dialogs,
    onEdit: (topic: Topic) => {
      refusals.reset();
      setEditing(topic);
    },
    onDelete: (topic: Topic, children: readonly Topic[]) => setDeleting({ topic, children }),
  };
}

/** 匯出 JSON and 匯入 JSON of the tree (admins). */
export function TopicFilePanel() {
  const t = useT(topicsMessages);
  const fileProblem = (problem: TopicFileProblem) => {
    if (problem.kind === 'notJson') return t('topics.fileNotJson');
    const reason = problem.reason ?? t('topics.fileUseExport');
    return problem.path === null
      ? t('topics.fileInvalid', { reason })
      : t('topics.fileInvalidAt', { path: problem.path, reason });
  };
  const exporting = useExportTopics();
  const importing = useImportTopics();
  const failed = importing.error ?? exporting.error;
  const error =
    failed === null
      ? null
      : failed instanceof TopicFileError
        ? fileProblem(failed.problem)
        : errorMessage(failed, t('topics.fileFailed'));
  return (
    <TopicFileActions
      onExport={() => {
        importing.reset();
        exporting.mutate();
      }}
      exporting={exporting.isPending}
      onImport={(file) => {
        exporting.reset();
        importing.mutate(file);
      }}
      importing={importing.isPending}
      result={importing.data ?? null}
      error={error}
    />
  );
}
