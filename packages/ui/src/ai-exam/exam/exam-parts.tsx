import { Box, Group, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import {
  type ExamQuestion,
  type ExamSubQuestion,
  type MockExam,
  statedTotalNote,
} from '@pastexam/api-contract';
import { aiExamMessages } from '../../i18n/compiled/ai-exam.catalogue.ts';
import type { Translate } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/locale-provider.tsx';
import type { MessageId } from '../../i18n/messages/ai-exam.zh-TW.ts';
import { useEmbeddedT } from './embedded-words.ts';
import { ExamMarkdown } from './markdown.tsx';

/** How a question is named in headings and labels: `第 1 題`. */
export const questionName = (question: ExamQuestion, t: Translate<'ai-exam.questionName'>) =>
  t('ai-exam.questionName', { number: question.number });

/** A score as it follows a question or sub-question: `（10 分）`. */
export const pointsText = (points: number, t: Translate<MessageId>) => t('ai-exam.points', { points });

const below: Record<TitleOrder, TitleOrder> = { 1: 2, 2: 3, 3: 4, 4: 5, 5: 6, 6: 6 };

/** The heading level of a section's questions: one below the section's title, or in its place when untitled. */
export const questionOrder = (sectionOrder: TitleOrder, sectionTitle: string): TitleOrder =>
  sectionTitle === '' ? sectionOrder : below[sectionOrder];

/**
 * The exam's title at `order`, its total (its questions' sum) with a note when the model had written another,
 * and its instructions.
 */
export function ExamHeader({ exam, order }: { exam: MockExam; order: TitleOrder }) {
  const t = useT(aiExamMessages);
  return (
    <Stack gap="xs">
      <Title order={order}>{exam.title}</Title>
      <Text c="dimmed">{t('ai-exam.totalPoints', { points: exam.total_points })}</Text>
      {exam.stated_total_points !== undefined && (
        <Text size="sm" c="dimmed">
          {statedTotalNote(exam.stated_total_points)}
        </Text>
      )}
      {exam.instructions !== '' && <ExamMarkdown>{exam.instructions}</ExamMarkdown>}
    </Stack>
  );
}

/** A labelled item: `(a)（5 分）` or `(a)` beside its Markdown. */
function Labelled({ label, children }: { label: string; children: string }) {
  return (
    <Group component="li" gap="xs" align="flex-start" wrap="nowrap">
      <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Text>
      <Box style={{ flex: 1, minWidth: 0 }}>
        <ExamMarkdown>{children}</ExamMarkdown>
      </Box>
    </Group>
  );
}

const list = { listStyle: 'none', padding: 0, margin: 0 } as const;

/** A question's sub-questions with their points, in order. */
export function SubQuestions({ items }: { items: readonly ExamSubQuestion[] }) {
  const t = useEmbeddedT(aiExamMessages);
  if (items.length === 0) return null;
  return (
    <Stack component="ol" gap="xs" style={list}>
      {items.map((sub) => (
        <Labelled key={sub.label} label={`${sub.label}${pointsText(sub.points, t)}`}>
          {sub.text}
        </Labelled>
      ))}
    </Stack>
  );
}

/** A question's answer: its own explanation, then each sub-question's under its label. */
export function QuestionAnswer({ question }: { question: ExamQuestion }) {
  const t = useEmbeddedT(aiExamMessages);
  const empty = question.answer.trim() === '' && question.sub_questions.length === 0;
  return (
    <Stack gap="xs">
      {empty && <Text c="dimmed">{t('ai-exam.noAnswer')}</Text>}
      {question.answer.trim() !== '' && <ExamMarkdown>{question.answer}</ExamMarkdown>}
      {question.sub_questions.length > 0 && (
        <Stack component="ol" gap="xs" style={list}>
          {question.sub_questions.map((sub) => (
            <Labelled key={sub.label} label={sub.label}>
              {sub.answer}
            </Labelled>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
