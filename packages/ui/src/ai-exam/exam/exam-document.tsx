import { Stack, Text, Title } from '@mantine/core';
import {
  type ArchiveUsed,
  type ExamSource,
  type MockExam,
  type PracticeMark,
  type PracticeMarks,
  questionKey,
  questionKeys,
} from '@pastexam/api-contract';
import { useId, useState } from 'react';
import { aiExamMessages } from '../../i18n/compiled/ai-exam.catalogue.ts';
import { useT } from '../../i18n/locale-provider.tsx';
import { ExamHeader, questionOrder } from './exam-parts.tsx';
import { PracticeQuestion, type QuestionReview } from './practice-question.tsx';
import { type MarkTally, PracticeToolbar } from './practice-toolbar.tsx';

export interface ExamDocumentProps {
  /** The exam to practise. Required, no default. */
  exam: MockExam;
  /** The archives the exam was generated from: the source chips' labels. Required, no default. */
  archives: readonly ArchiveUsed[];
  /** Called by a source chip. Required, no default. */
  onOpenSource: (source: ExamSource, archive: ArchiveUsed) => void;
  /** The student's marks so far. Default {}. */
  marks?: PracticeMarks;
  /** Called by 會 / 不會 (null when the student presses the mark already chosen, to clear it). Absent: no mark buttons. */
  onMark?: (key: string, mark: PracticeMark | null) => void;
  /** 加入複習 of each question, by its key. Absent: no toggles. */
  review?: (key: string) => QuestionReview;
}

const noMarks: PracticeMarks = {};

function tallyOf(keys: readonly string[], marks: PracticeMarks): MarkTally {
  const count = (mark: PracticeMark) => keys.filter((key) => marks[key] === mark).length;
  return { questions: keys.length, known: count('known'), unknown: count('unknown') };
}

/**
 * A mock exam to practise on screen (product §6.10): each question with its sources, its answer hidden until
 * asked for, and 會 / 不會 to mark it; the student can then go over only the questions marked 不會.
 */
export function ExamDocument({
  exam,
  archives,
  onOpenSource,
  marks = noMarks,
  onMark,
  review,
}: ExamDocumentProps) {
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(new Set());
  const [onlyUnknown, setOnlyUnknown] = useState(false);
  const idPrefix = useId();
  const t = useT(aiExamMessages);
  const keys = questionKeys(exam);
  const filtering = onMark !== undefined && onlyUnknown;
  const shown = (key: string) => !filtering || marks[key] === 'unknown';

  const toggle = (key: string) =>
    setRevealed((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <Stack gap="md">
      <ExamHeader exam={exam} order={2} />
      <PracticeToolbar
        onRevealAll={() => setRevealed(new Set(keys))}
        onHideAll={() => setRevealed(new Set())}
        tally={onMark ? tallyOf(keys, marks) : null}
        onlyUnknown={onlyUnknown}
        onOnlyUnknownChange={setOnlyUnknown}
      />
      {filtering && !keys.some(shown) && (
        <Text c="dimmed" ta="center" py="lg">
          {t('ai-exam.onlyUnknownNone')}
        </Text>
      )}
      {exam.sections.map((section, s) => {
        const questions = section.questions
          .map((question, q) => ({ question, key: questionKey(s, q) }))
          .filter(({ key }) => shown(key));
        if (questions.length === 0) return null;
        const titleId = `${idPrefix}-section-${s}`;
        return (
          <Stack
            component="section"
            key={titleId}
            gap="sm"
            aria-labelledby={section.title === '' ? undefined : titleId}
          >
            {section.title !== '' && (
              <Title order={3} id={titleId}>
                {section.title}
              </Title>
            )}
            {questions.map(({ question, key }) => (
              <PracticeQuestion
                key={key}
                question={question}
                order={questionOrder(3, section.title)}
                archives={archives}
                onOpenSource={onOpenSource}
                revealed={revealed.has(key)}
                onToggleAnswer={() => toggle(key)}
                mark={marks[key]}
                onMark={onMark && ((mark) => onMark(key, mark))}
                review={review?.(key)}
              />
            ))}
          </Stack>
        );
      })}
    </Stack>
  );
}
