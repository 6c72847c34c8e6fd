import { Box, Group, Paper, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { ArchiveUsed, ExamQuestion, ExamSource, PracticeMark } from '@pastexam/api-contract';
import { IconCheck, IconEye, IconEyeOff, IconX } from '@tabler/icons-react';
import { useId } from 'react';
import { aiExamMessages } from '../../i18n/compiled/ai-exam.catalogue.ts';
import { useT } from '../../i18n/locale-provider.tsx';
import { ReviewToggle } from '../../review/review-toggle.tsx';
import { pointsText, QuestionAnswer, questionName, SubQuestions } from './exam-parts.tsx';
import { ExamMarkdown } from './markdown.tsx';
import { PracticeButton } from './practice-button.tsx';
import { SourceChips } from './source-chips.tsx';
import { attachedSources } from './sources.ts';

export interface PracticeQuestionProps {
  /** The question. Required, no default. */
  question: ExamQuestion;
  /** Its heading's level, below its section's title. Required, no default. */
  order: TitleOrder;
  /** The exam's archives, naming its source chips. Required, no default. */
  archives: readonly ArchiveUsed[];
  /** Called by a source chip. Required, no default. */
  onOpenSource: (source: ExamSource, archive: ArchiveUsed) => void;
  /** Whether its answer is shown. Required, no default. */
  revealed: boolean;
  /** Called by 顯示解答 / 隱藏解答. Required, no default. */
  onToggleAnswer: () => void;
  /** How the student marked it; undefined when unmarked. Required, no default. */
  mark: PracticeMark | undefined;
  /** Called by 會 / 不會 with the mark, or null when it was the one chosen. Absent: no mark buttons. */
  onMark?: (mark: PracticeMark | null) => void;
  /** 加入複習 of the question: whether it is in the deck, and the change asked for. Absent: no toggle. */
  review?: QuestionReview;
}

/** A question's 加入複習: in the reader's review deck or not, a change on its way, and how to ask for one. */
export type QuestionReview = {
  inReview: boolean;
  pending: boolean;
  onChange: (inReview: boolean) => void;
};

// Shade 9 keeps a pressed button's white label above 4.5:1 in both schemes.
const markButtons = [
  { mark: 'known', label: 'ai-exam.known', color: 'teal.9', icon: IconCheck },
  { mark: 'unknown', label: 'ai-exam.unknown', color: 'red.9', icon: IconX },
] as const;

/** 會 / 不會: pressing the chosen one again clears it. */
function MarkButtons({
  name,
  mark,
  onMark,
}: {
  name: string;
  mark: PracticeMark | undefined;
  onMark: (mark: PracticeMark | null) => void;
}) {
  const t = useT(aiExamMessages);
  return (
    <Group gap={6} role="group" aria-label={t('ai-exam.markGroup', { name })} wrap="nowrap">
      {markButtons.map(({ mark: value, label, color, icon }) => {
        const pressed = mark === value;
        return (
          <PracticeButton
            key={value}
            icon={icon}
            color={color}
            variant={pressed ? 'filled' : 'default'}
            aria-pressed={pressed}
            onClick={() => onMark(pressed ? null : value)}
          >
            {t(label)}
          </PracticeButton>
        );
      })}
    </Group>
  );
}

/** One question to practise: its text and sub-questions, its sources, its answer behind a toggle, 會 / 不會. */
export function PracticeQuestion(props: PracticeQuestionProps) {
  const { question, revealed, onMark } = props;
  const headingId = useId();
  const answerId = useId();
  const t = useT(aiExamMessages);
  const name = questionName(question, t);
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      aria-labelledby={headingId}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={props.order} size="h4" id={headingId}>
            {name}
            {pointsText(question.points, t)}
          </Title>
          <Group gap="xs" wrap="nowrap">
            {props.review && (
              <ReviewToggle
                inReview={props.review.inReview}
                pending={props.review.pending}
                onChange={props.review.onChange}
                questionName={name}
              />
            )}
            {onMark && <MarkButtons name={name} mark={props.mark} onMark={onMark} />}
          </Group>
        </Group>
        <ExamMarkdown>{question.text}</ExamMarkdown>
        <SubQuestions items={question.sub_questions} />
        <SourceChips
          sources={attachedSources(question.sources, props.archives, t)}
          onOpen={props.onOpenSource}
        />
        <Box>
          <PracticeButton
            icon={revealed ? IconEyeOff : IconEye}
            variant="subtle"
            aria-expanded={revealed}
            aria-controls={answerId}
            onClick={props.onToggleAnswer}
          >
            {revealed ? t('ai-exam.hideAnswer') : t('ai-exam.showAnswer')}
          </PracticeButton>
        </Box>
        <div id={answerId}>
          {revealed && (
            <Paper radius="sm" p="sm" bg="var(--mantine-color-default-hover)">
              <Text size="sm" fw={600} c="dimmed" mb={4}>
                {t('ai-exam.answer')}
              </Text>
              <QuestionAnswer question={question} />
            </Paper>
          )}
        </div>
      </Stack>
    </Paper>
  );
}
