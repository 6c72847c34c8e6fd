import type { Question } from '@pastexam/api-contract';
import { useT } from '@pastexam/ui/i18n';
import { worksheetsMessages } from '@pastexam/ui/messages/worksheets';
import { toast } from '@pastexam/ui/toast';
import { AddToWorksheet } from '@pastexam/ui/worksheets';
import { useQuery } from '@tanstack/react-query';
import { toastRefusal } from '../../../lib/refusals.ts';
import { useServices } from '../../../lib/services.tsx';
import { myWorksheetsQuery, useAddToWorksheet } from '../api/worksheets.ts';

/** 加入題單 of one question, in the slot a question's header gives it beside 收藏 and 加入複習. */
export function QuestionWorksheet({ question }: { question: Pick<Question, 'id' | 'name'> }) {
  const t = useT(worksheetsMessages);
  const core = useT();
  const { api } = useServices();
  const list = useQuery(myWorksheetsQuery(api));
  const add = useAddToWorksheet();
  const pending = add.isPending && add.variables.questionId === question.id;
  const addTo = (to: Parameters<typeof add.mutate>[0]['to']) =>
    add.mutate(
      { questionId: question.id, to },
      {
        onSuccess: (worksheet) =>
          toast.success(t('worksheets.added'), `${question.name} → ${worksheet.title}`),
        onError: (error) => toastRefusal(t('worksheets.addFailed'), error, core('common.tryLater')),
      },
    );
  return (
    <AddToWorksheet
      worksheets={list.data?.worksheets ?? null}
      questionName={question.name}
      pending={pending}
      onAdd={addTo}
      onCreate={(title) => addTo({ title })}
    />
  );
}
