import { ApiError, type Topic } from '@pastexam/api-contract';
import { ConfirmDialog } from '@pastexam/ui/confirm-dialog';
import { useT } from '@pastexam/ui/i18n';
import { topicsMessages } from '@pastexam/ui/messages/topics';
import { toast } from '@pastexam/ui/toast';
import { deletionMessage, TopicEditDialog, TopicFileActions } from '@pastexam/ui/topics';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import {
  TopicFileError,
  useDeleteTopic,
  useExportTopics,
  useImportTopics,
  useUpdateTopic,
} from '../api/topic-changes.ts';

type Deleting = { topic: Topic; children: readonly Topic[] };

/** What the tree's 編輯 and 刪除 open: the edit dialog and the confirmation of a deletion. */
export function useTopicTreeEditing() {
  const t = useT(topicsMessages);
  const [editing, setEditing] = useState<Topic | null>(null);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const update = useUpdateTopic();
  const remove = useDeleteTopic();
  // A name another topic of the level has is told on its field; anything else in a toast.
  const duplicate =
    update.error instanceof ApiError && update.error.code === 'duplicate_topic' ? update.error.detail : null;
  const dialogs = (
    <>
      <TopicEditDialog
        opened={editing !== null}
        topic={editing}
        submitting={update.isPending}
        fieldErrors={duplicate ? { name_zh: duplicate } : undefined}
        onClose={() => {
          setEditing(null);
          update.reset();
        }}
        onSubmit={(values) => {
          if (!editing) return;
          update.mutate(
            { topicId: editing.id, values },
            {
              onSuccess: (topic) => {
                toast.success('已儲存主題', topic.name_zh);
                setEditing(null);
              },
              onError: (error) => {
                if (!(error instanceof ApiError && error.code === 'duplicate_topic'))
                  toast.error('無法儲存主題', errorMessage(error, '請稍後再試'));
              },
            },
          );
        }}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={`刪除「${deleting?.topic.name_zh ?? ''}」？`}
        message={deleting ? deletionMessage(deleting.topic, deleting.children, t) : ''}
        confirmLabel="刪除"
        danger
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.topic.id, {
            onSuccess: () => toast.success('已刪除主題', deleting.topic.name_zh),
            onError: (error) => toast.error('無法刪除主題', errorMessage(error, '請稍後再試')),
            onSettled: () => setDeleting(null),
          });
        }}
      />
    </>
  );
  return {
    dialogs,
    onEdit: (topic: Topic) => {
      update.reset();
      setEditing(topic);
    },
    onDelete: (topic: Topic, children: readonly Topic[]) => setDeleting({ topic, children }),
  };
}

/** 匯出 JSON and 匯入 JSON of the tree (admins). */
export function TopicFilePanel() {
  const exporting = useExportTopics();
  const importing = useImportTopics();
  const failed = importing.error ?? exporting.error;
  const error =
    failed === null
      ? null
      : failed instanceof TopicFileError
        ? failed.message
        : errorMessage(failed, '無法處理主題檔案，請稍後再試');
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
