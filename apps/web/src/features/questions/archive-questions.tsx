import type { Question } from '@pastexam/api-contract';
import { useConfirm } from '@pastexam/ui/confirm-dialog';
import { useT } from '@pastexam/ui/i18n';
import { questionsMessages } from '@pastexam/ui/messages/questions';
import { QuestionHistoryDialog, QuestionRenameDialog, QuestionToolbar } from '@pastexam/ui/questions';
import { toast } from '@pastexam/ui/toast';
import { useQuery } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, useCallback, useMemo, useState } from 'react';
import { archiveQuestionsQuery } from '../../api/shared-queries.ts';
import { errorMessage, refusalMessage } from '../../lib/api-client.ts';
import { useServices } from '../../lib/services.tsx';
import { type QuestionEdit, questionHistoryQuery, useEditQuestions } from './api/questions.ts';
import type { Place } from './marker-place.ts';
import { QuestionPageLayer, type QuestionPageLayerProps } from './question-page-layer.tsx';
import { QuestionsContext, type QuestionsOnPages } from './questions-context.ts';
import { useAddMode } from './use-add-mode.ts';
import { useMarkerMoves } from './use-marker-moves.ts';

export type ArchiveQuestionsProps = {
  archiveId: number;
  /** The viewer, given the layer to draw over each of its pages (none when the questions cannot be shown). Required. */
  children: (pageLayer?: ComponentType<QuestionPageLayerProps>) => ReactNode;
};

/** 編輯紀錄, read when it opens. */
function HistoryDialog({ archiveId, onClose }: { archiveId: number; onClose: () => void }) {
  const t = useT(questionsMessages);
  const { api } = useServices();
  const history = useQuery(questionHistoryQuery(api, archiveId));
  return (
    <QuestionHistoryDialog
      opened
      changes={history.data?.changes ?? null}
      error={history.error ? errorMessage(history.error, t('questions.historyFailed')) : undefined}
      onClose={onClose}
    />
  );
}

/** Sends changes to the archive's questions: a refusal is told in a toast, a removal asked first. */
function useQuestionActions(archiveId: number) {
  const t = useT(questionsMessages);
  const core = useT();
  const edit = useEditQuestions(archiveId);
  const confirm = useConfirm();
  const { mutate } = edit;
  const send = useCallback(
    (change: QuestionEdit, onDone?: () => void) =>
      mutate(change, {
        onSuccess: onDone,
        onError: (error) => {
          const message = refusalMessage(error, t('questions.editFailedHint'));
          if (message) toast.error(t('questions.editFailed'), message);
        },
      }),
    [mutate, t],
  );
  const remove = useCallback(
    async (question: Question) => {
      const sure = await confirm({
        title: t('questions.removeTitle'),
        message: t('questions.removeConfirm', { name: question.name }),
        confirmLabel: core('common.delete'),
        danger: true,
      });
      if (sure) send({ kind: 'remove', questionId: question.id });
    },
    [confirm, send, t, core],
  );
  return { send, remove, edit };
}

/**
 * An archive's questions on its viewer (product §4.11): the markers on each page, and above the pages the controls
 * to add, confirm all, read the history, lock, and hide the markers.
 */
export function ArchiveQuestions({ archiveId, children }: ArchiveQuestionsProps) {
  const { api } = useServices();
  const list = useQuery(archiveQuestionsQuery(api, archiveId));
  const { send, remove, edit } = useQuestionActions(archiveId);
  const [shown, setShown] = useState(true);
  const [renaming, setRenaming] = useState<Question | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const add = useCallback((place: Place) => send({ kind: 'add', ...place }), [send]);
  const { adding, setAdding, addAt } = useAddMode(add);
  const moves = useMarkerMoves({
    save: (question, place) => send({ kind: 'move', questionId: question.id, ...place }),
    confirm: (question) => send({ kind: 'confirm', questionId: question.id }),
    remove: (question) => void remove(question),
  });

  const data = list.data;
  const { moving, onMarkerKey, onMarkerPointerDown } = moves;
  const shared = useMemo<QuestionsOnPages>(() => {
    const questions = (data?.questions ?? []).map((question) =>
      moving?.id === question.id ? { ...question, page: moving.page, top: moving.top } : question,
    );
    return {
      questions,
      movingId: moving?.id ?? null,
      shown,
      editable: data?.can_edit ?? false,
      adding,
      onAddAt: addAt,
      onMarkerKey,
      onMarkerPointerDown,
      onRename: setRenaming,
      onRemove: (question) => void remove(question),
    };
  }, [data, moving, shown, adding, addAt, onMarkerKey, onMarkerPointerDown, remove]);

  const proposals = data?.questions.filter((question) => question.status === 'proposed').length ?? 0;
  return (
    <QuestionsContext.Provider value={shared}>
      <div style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
        {data && (
          <QuestionToolbar
            editable={data.can_edit}
            locked={data.locked}
            canLock={data.can_lock}
            adding={adding}
            proposals={proposals}
            markersShown={shown}
            busy={edit.isPending}
            onAdd={() => setAdding(!adding)}
            onConfirmAll={() => send({ kind: 'confirm-all' })}
            onHistory={() => setHistoryOpen(true)}
            onToggleLock={() => send({ kind: data.locked ? 'unlock' : 'lock' })}
            onToggleMarkers={setShown}
          />
        )}
        <div style={{ flex: 1, minHeight: 0 }}>{children(QuestionPageLayer)}</div>
      </div>
      {historyOpen && <HistoryDialog archiveId={archiveId} onClose={() => setHistoryOpen(false)} />}
      <QuestionRenameDialog
        opened={renaming !== null}
        name={renaming?.name ?? ''}
        saving={edit.isPending}
        onClose={() => setRenaming(null)}
        onSave={(name) =>
          renaming && send({ kind: 'rename', questionId: renaming.id, name }, () => setRenaming(null))
        }
      />
    </QuestionsContext.Provider>
  );
}
