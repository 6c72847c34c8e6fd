import { Stack, Text, Title, type TitleOrder } from '@mantine/core';
import {
  type ArchiveUsed,
  type ExamQuestion,
  type ExamSection,
  type MockExam,
  questionKey,
} from '@pastexam/api-contract';
import { useId } from 'react';
import { aiExamMessages } from '../../i18n/compiled/ai-exam.catalogue.ts';
import { useT } from '../../i18n/locale-provider.tsx';
import {
  ExamHeader,
  pointsText,
  QuestionAnswer,
  questionName,
  questionOrder,
  SubQuestions,
} from './exam-parts.tsx';
import classes from './exam-print.module.css';
import { ExamMarkdown } from './markdown.tsx';
import { attachedSources } from './sources.ts';

export interface ExamPrintProps {
  /** The exam to print. Required, no default. */
  exam: MockExam;
  /** The archives the exam was generated from: named under each question as its sources. Required, no default. */
  archives: readonly ArchiveUsed[];
}

interface PrintedQuestionProps {
  /** The question. Required, no default. */
  question: ExamQuestion;
  /** Its heading's level, below its section's title. Required, no default. */
  order: TitleOrder;
  /** The exam's archives, naming its sources. Required, no default. */
  archives: readonly ArchiveUsed[];
}

function PrintedQuestion({ question, order, archives }: PrintedQuestionProps) {
  const t = useT(aiExamMessages);
  const sources = attachedSources(question.sources, archives, t);
  return (
    <Stack gap="xs" className={classes.question}>
      <Title order={order} size="h4" className={classes.questionHeading}>
        {questionName(question, t)}
        {pointsText(question.points, t)}
      </Title>
      <ExamMarkdown>{question.text}</ExamMarkdown>
      <SubQuestions items={question.sub_questions} />
      {sources.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('ai-exam.sourcesLine', {
            sources: sources.map(({ label }) => label).join(t('ai-exam.listSeparator')),
          })}
        </Text>
      )}
    </Stack>
  );
}

/** A section of the answer key: each question's answer under its number. */
function SectionAnswers({ section, index }: { section: ExamSection; index: number }) {
  const t = useT(aiExamMessages);
  const order = questionOrder(3, section.title);
  return (
    <Stack gap="md">
      {section.title !== '' && <Title order={3}>{section.title}</Title>}
      {section.questions.map((question, q) => (
        <Stack key={questionKey(index, q)} gap="xs">
          <Title order={order} size="h5" className={classes.answerHeading}>
            {questionName(question, t)}
          </Title>
          <QuestionAnswer question={question} />
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * The exam laid out for print-to-PDF (product §6.10): the questions with their points and sources, each section
 * from a new page, and no answer among them; then 解答, from a page of its own.
 */
export function ExamPrint({ exam, archives }: ExamPrintProps) {
  const answersId = useId();
  const t = useT(aiExamMessages);
  return (
    <Stack gap="xl" className={classes.document}>
      <ExamHeader exam={exam} order={1} />
      {exam.sections.map((section, s) => (
        <Stack component="section" key={`section-${s}`} gap="lg" className={classes.section}>
          {section.title !== '' && <Title order={2}>{section.title}</Title>}
          {section.questions.map((question, q) => (
            <PrintedQuestion
              key={questionKey(s, q)}
              question={question}
              order={questionOrder(2, section.title)}
              archives={archives}
            />
          ))}
        </Stack>
      ))}
      <Stack component="section" gap="lg" className={classes.answers} aria-labelledby={answersId}>
        <Title order={2} id={answersId}>
          {t('ai-exam.answerKey')}
        </Title>
        {exam.sections.map((section, s) => (
          <SectionAnswers key={`section-${s}`} section={section} index={s} />
        ))}
      </Stack>
    </Stack>
  );
}
