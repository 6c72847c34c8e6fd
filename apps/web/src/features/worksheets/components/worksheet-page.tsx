import { Container, Skeleton, Text } from '@mantine/core';
import type { WorksheetQuestion } from '@pastexam/api-contract';
import { useT } from '@pastexam/ui/i18n';
import { worksheetsMessages } from '@pastexam/ui/messages/worksheets';
import { toast } from '@pastexam/ui/toast';
import { topicOptions } from '@pastexam/ui/topics/topic-options';
import { WorksheetView } from '@pastexam/ui/worksheets';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { topicTreeQuery } from '../../../api/shared-queries.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { toastRefusal } from '../../../lib/refusals.ts';
import { saveBlob } from '../../../lib/save-blob.ts';
import { useServices } from '../../../lib/services.tsx';
import { useQueryFailure } from '../../../lib/use-query-failure.ts';
import {
  useAddWorksheetTopic,
  useUpdateWorksheet,
  useWorksheetPdf,
  worksheetQuery,
} from '../api/worksheets.ts';

/** Where a question of the worksheet opens: its exam previewed on its course's page, at the question. */
const target = (question: WorksheetQuestion) => ({
  to: '/archive' as const,
  search: { course: question.course_id, archive: question.archive_id, question: question.question_id },
});

/**
 * A worksheet's page, its address its link: the owner renames and orders it; anyone signed in who has the link
 * reads it, copies the link on and prints it.
 */
export function WorksheetPage({ worksheetId }: { worksheetId: string }) {
  const t = useT(worksheetsMessages);
  const core = useT();
  const { api } = useServices();
  const navigate = useNavigate();
  const router = useRouter();
  const sheet = useQuery(worksheetQuery(api, worksheetId));
  const update = useUpdateWorksheet(worksheetId);
  const addTopic = useAddWorksheetTopic(worksheetId);
  // Only an owner adds by topic: a reader by link never fetches the tree.
  const tree = useQuery({ ...topicTreeQuery(api), enabled: sheet.data?.is_owner === true });
  const pdf = useWorksheetPdf(worksheetId);
  useQueryFailure(sheet, (error) =>
    toast.error(t('worksheets.loadFailedTitle'), errorMessage(error, t('worksheets.sheetLoadFailed'))),
  );
  const worksheet = sheet.data;
  if (!worksheet) {
    return (
      <Container size="md" py="lg">
        {sheet.isError ? (
          <Text role="alert">{errorMessage(sheet.error, t('worksheets.sheetLoadFailed'))}</Text>
        ) : (
          <Skeleton height={120} aria-label={t('worksheets.listLoading')} />
        )}
      </Container>
    );
  }
  const change = (title: string, questionIds: number[]) =>
    update.mutate(
      { title, questionIds },
      { onError: (error) => toastRefusal(t('worksheets.updateFailed'), error, core('common.tryLater')) },
    );
  const copyLink = () => {
    const copied =
      navigator.clipboard?.writeText(window.location.href) ?? Promise.reject(new Error('no clipboard'));
    copied.then(
      () => toast.success(t('worksheets.linkCopied'), t('worksheets.linkCopiedHint')),
      () => toast.error(t('worksheets.copyFailed'), window.location.href),
    );
  };
  return (
    <Container size="md" py="lg">
      <WorksheetView
        worksheet={worksheet}
        questionHref={(question) => router.buildLocation(target(question)).href}
        onOpenQuestion={(question) => void navigate(target(question))}
        onRename={(title) =>
          change(
            title,
            worksheet.questions.map((question) => question.question_id),
          )
        }
        onReorder={(questionIds) => change(worksheet.title, questionIds)}
        onCopyLink={copyLink}
        onDownload={(withAnswers) =>
          pdf.mutate(withAnswers, {
            onSuccess: ({ blob, fileName }) => {
              saveBlob(blob, fileName);
              toast.success(t('worksheets.downloaded'), fileName);
            },
            onError: (error) =>
              toastRefusal(t('worksheets.downloadFailed'), error, t('worksheets.exportFailed')),
          })
        }
        topics={topicOptions(tree.data?.areas)}
        onAddTopic={(topicId) =>
          addTopic.mutate(topicId, {
            onSuccess: ({ added }) =>
              toast.success(t('worksheets.topicAdded'), t('worksheets.topicAddedCount', { count: added })),
            onError: (error) => toastRefusal(t('worksheets.addTopicFailed'), error, core('common.tryLater')),
          })
        }
        exporting={pdf.isPending}
        saving={update.isPending || addTopic.isPending}
      />
    </Container>
  );
}
