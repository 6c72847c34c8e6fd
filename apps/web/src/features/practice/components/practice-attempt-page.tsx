import { Container, Loader } from '@mantine/core';
import type { PracticeQuestion } from '@pastexam/api-contract';
import { useT } from '@pastexam/ui/i18n';
import { practiceMessages } from '@pastexam/ui/messages/practice';
import { PracticeResults, PracticeSheet } from '@pastexam/ui/practice';
import { toast } from '@pastexam/ui/toast';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { toastRefusal } from '../../../lib/refusals.ts';
import { useServices } from '../../../lib/services.tsx';
import { useQueryFailure } from '../../../lib/use-query-failure.ts';
import {
  practiceAttemptQuery,
  useEndPractice,
  useSetPracticeMark,
  useSetPracticeNote,
} from '../api/practice.ts';
import { useNoteSaver } from './use-note-saver.ts';

export type PracticeAttemptPageProps = {
  archiveId: number;
  attemptId: number;
  /** Draws a question's region of the archive's PDF. */
  renderQuestion: (question: PracticeQuestion) => ReactNode;
  /** What opens the archive's file for the drawing, given the attempt's course (the file is fetched by it). */
  renderFile: (courseId: number) => ReactNode;
};

/** One 模擬考: the sheet with its countdown while it runs (resumed after a reload), then its results. */
export function PracticeAttemptPage({
  archiveId,
  attemptId,
  renderQuestion,
  renderFile,
}: PracticeAttemptPageProps) {
  const t = useT(practiceMessages);
  const core = useT();
  const { api } = useServices();
  const attempt = useQuery(practiceAttemptQuery(api, attemptId));
  useQueryFailure(attempt, () => toast.error(t('practice.loadFailedTitle'), t('practice.attemptLoadFailed')));
  const end = useEndPractice(attemptId, archiveId);
  const note = useSetPracticeNote(attemptId);
  const mark = useSetPracticeMark(attemptId, archiveId);
  const notes = useNoteSaver((questionId, text) =>
    note
      .mutateAsync({ questionId, note: text })
      .catch((error: unknown) => toastRefusal(t('practice.noteNotSaved'), error, core('common.tryLater'))),
  );
  const finish = async () => {
    await notes.flush();
    end.mutate(undefined, {
      // Ended already (the time ran out on the server first): the page shows the results it reads again.
      onError: (error) => toastRefusal(t('practice.handInFailed'), error, core('common.tryLater')),
    });
  };

  const data = attempt.data;
  if (!data)
    return attempt.isPending ? <Loader role="status" aria-label={t('practice.loading')} m="lg" /> : null;
  return (
    <Container size="md" py="lg">
      {renderFile(data.course_id)}
      {data.ended_at === null ? (
        <PracticeSheet
          attempt={data}
          renderQuestion={renderQuestion}
          onNoteChange={notes.write}
          onTimeUp={() => void finish()}
          onEnd={() => void finish()}
          ending={end.isPending}
        />
      ) : (
        <PracticeResults
          attempt={data}
          renderQuestion={renderQuestion}
          onMark={(questionId, value) =>
            mark.mutate(
              { questionId, mark: value },
              { onError: (error) => toastRefusal(t('practice.markFailed'), error, core('common.tryLater')) },
            )
          }
        />
      )}
    </Container>
  );
}
