import { Button, Container, Group, Menu, Stack, Text, Title } from '@mantine/core';
import type { ArchiveUsed, ExamSource, Task, TaskResult } from '@pastexam/api-contract';
import { ExamDocument, ExamPlainText, type QuestionReview } from '@pastexam/ui/ai-exam/exam';
import { ExamActionItems, RenameExamDialog } from '@pastexam/ui/ai-exam/my-exams';
import { useT } from '@pastexam/ui/i18n';
import { aiExamMessages } from '@pastexam/ui/messages/ai-exam';
import { formatTaipeiDateTime } from '@pastexam/ui/time-format';
import { IconCopy, IconDots, IconDownload, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useServices } from '../../../lib/services.tsx';
import { taskQuery } from '../api/get-task.ts';
import { useDeleteTask, useMarkQuestion } from '../api/task-changes.ts';
import { copyExamText, downloadExamText } from '../flow/exam-text.ts';
import { useRegenerate } from '../hooks/use-regenerate.ts';
import { useRenameFlow } from '../hooks/use-rename-flow.ts';
import { ExamPageState } from './exam-states.tsx';

export type ExamPageProps = {
  /** The exam shown. */
  taskId: string;
  /** Called by a question's source chip. */
  onOpenSource: (source: ExamSource, archive: ArchiveUsed) => void;
  /** 加入複習 of each question, by its key; absent, none is offered. */
  review?: (key: string) => QuestionReview;
};

/** The course and professors an exam was made from, as 我的模擬試題 names them. */
export function examOrigin(result: TaskResult) {
  const course = result.archives_used[0]?.course ?? '';
  const professors = [...new Set(result.archives_used.map((archive) => archive.professor))];
  return { course, professors };
}

/** The TXT's file name: the exam's name, as the user sees it. */
const textFileName = (task: Task) => `${task.title.replace(/[\\/:*?"<>|]/g, '_')}.txt`;

/**
 * One mock exam on a page of its own (product §6.10): rendered, practised with 會 / 不會 kept on the server,
 * printed, renamed, deleted, or generated again from the same archives.
 */
export function ExamPage({ taskId, onOpenSource, review }: ExamPageProps) {
  const t = useT(aiExamMessages);
  const { api } = useServices();
  const navigate = useNavigate();
  const task = useQuery(taskQuery(api, taskId));
  const mark = useMarkQuestion();
  const deletion = useDeleteTask();
  const { regenerate } = useRegenerate();
  const rename = useRenameFlow();
  const [menuOpened, setMenuOpened] = useState(false);

  const answer = task.data;
  const result = answer?.status === 'complete' ? answer.result : null;
  if (!answer || !result) return <ExamPageState task={task} />;
  const origin = examOrigin(result);

  async function remove(shown: Task) {
    if (await deletion.remove(shown)) void navigate({ to: '/exams' });
  }

  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4} miw={0}>
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {answer.title}
            </Title>
            <Text size="sm" c="dimmed">
              {origin.course} · {origin.professors.join(t('ai-exam.listSeparator'))}
              {answer.created_at && ` · ${formatTaipeiDateTime(answer.created_at)}`}
            </Text>
          </Stack>
          <Group gap="xs" wrap="nowrap">
            <Button
              renderRoot={(props) => <Link {...props} to="/exams/$taskId/print" params={{ taskId }} />}
              variant="default"
              leftSection={<IconPrinter size={16} aria-hidden />}
            >
              {t('ai-exam.downloadPdf')}
            </Button>
            <Menu opened={menuOpened} onChange={setMenuOpened} position="bottom-end">
              <Menu.Target>
                <Button variant="default" px="xs" aria-label={t('ai-exam.moreActions')}>
                  <IconDots size={18} aria-hidden />
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item
                  leftSection={<IconDownload size={16} aria-hidden />}
                  onClick={() => downloadExamText(result.generated_content, textFileName(answer), t)}
                >
                  {t('ai-exam.downloadTxt')}
                </Menu.Item>
                <Menu.Item
                  leftSection={<IconCopy size={16} aria-hidden />}
                  onClick={() => void copyExamText(result.generated_content, t)}
                >
                  {t('ai-exam.copy')}
                </Menu.Item>
                <ExamActionItems
                  onRename={() => rename.open(answer)}
                  onRegenerate={() => void regenerate({ archives_used: result.archives_used, ...origin })}
                  onDelete={() => void remove(answer)}
                />
              </Menu.Dropdown>
            </Menu>
          </Group>
        </Group>
        {result.exam ? (
          <ExamDocument
            exam={result.exam}
            archives={result.archives_used}
            onOpenSource={onOpenSource}
            marks={answer.marks}
            onMark={(key, value) => mark.mutate({ taskId, key, mark: value })}
            review={review}
          />
        ) : (
          <ExamPlainText content={result.generated_content} />
        )}
      </Stack>
      <RenameExamDialog {...rename.dialog} />
    </Container>
  );
}
