import { Center, Loader, Stack, Text } from '@mantine/core';
import type { Actor, Answer, ArchiveAnswers, Question } from '@pastexam/api-contract';
import { QuestionPager, useMinuteClock } from '@pastexam/ui/answers';
import { LoadError } from '@pastexam/ui/archives';
import { useT } from '@pastexam/ui/i18n';
import { answersMessages } from '@pastexam/ui/messages/answers';
import { useNarrowScreen } from '@pastexam/ui/theme';
import { useQuery } from '@tanstack/react-query';
import { memo, type ReactNode, useCallback, useDeferredValue, useEffect, useState } from 'react';
import { archiveQuestionsQuery } from '../../api/shared-queries.ts';
import { errorMessage } from '../../lib/api-client.ts';
import type { OpenEventSource } from '../../lib/archive-stream.ts';
import { useCurrentUser, useServices } from '../../lib/services.tsx';
import type { ViewerLink } from '../../lib/viewer-link.ts';
import { archiveAnswersQuery } from './api/archive-answers.ts';
import { QuestionBlock } from './components/question-block.tsx';
import { RegionImage } from './components/region-image.tsx';
import { questionIndexAt, questionRegion } from './question-place.ts';
import { useAnswersStream } from './use-answers-stream.ts';

export type ArchiveAnswersProps = {
  archiveId: number;
  /** The preview's viewer: where the reader is, and the drawing of a question's region. */
  link: ViewerLink;
  /** Beside a question's name: its own buttons (收藏, …). Default none. */
  questionHeader?: (question: Question) => ReactNode;
  /** Beside 撰寫解答: other ways to get an answer (請 AI 試答). Default none. */
  questionActions?: (question: Question) => ReactNode;
  /** Under a question's answers (相似題). Default none. */
  questionFooter?: (question: Question) => ReactNode;
  /** Called by an answer's 檢舉. Default: no 檢舉. */
  onFlag?: (answer: Answer) => void;
  /** How the live stream is opened; the browser's EventSource unless given (tests). */
  openEvents?: OpenEventSource;
};

const noAnswers: Answer[] = [];

/** The answers of each question, by id. */
function answersOf(data: ArchiveAnswers | undefined, questionId: number): Answer[] {
  return data?.questions.find((question) => question.question_id === questionId)?.answers ?? noAnswers;
}

/**
 * The question the viewer's reading line is in, followed as the reader scrolls. Kept as state rather than read
 * through useSyncExternalStore: a place that changes while a question's answers are drawn in the background
 * would make React draw them again at once, in one long task, to stay consistent with the store.
 */
function useQuestionInView(link: ViewerLink, questions: readonly Question[]): number {
  const at = useCallback(() => questionIndexAt(questions, link.place()), [link, questions]);
  const [index, setIndex] = useState(at);
  useEffect(() => {
    const follow = () => setIndex(at());
    follow();
    return link.subscribe(follow);
  }, [link, at]);
  return index;
}

type ShownQuestionProps = Pick<
  ArchiveAnswersProps,
  'archiveId' | 'questionHeader' | 'questionActions' | 'onFlag'
> & {
  question: Question;
  answers: Answer[];
  viewer: Actor;
  now: number;
};

/** The question shown and its answers: drawn again only when one of these changes, not at each scroll. */
const ShownQuestion = memo(function ShownQuestion({
  questionHeader,
  questionActions,
  question,
  ...props
}: ShownQuestionProps) {
  return (
    <QuestionBlock
      key={question.id}
      question={question}
      header={questionHeader?.(question)}
      actions={questionActions?.(question)}
      {...props}
    />
  );
});

/**
 * The question shown, and how 上一題 / 下一題 turn it. On a phone the reader turns questions here. On a desktop a
 * turn scrolls the viewer to the question, which then leads; where the file cannot scroll that far (its first or
 * last questions) the turned question stays shown until the viewer agrees or the reader scrolls again.
 */
function useShownQuestion(link: ViewerLink, questions: readonly Question[], narrow: boolean) {
  const inView = useQuestionInView(link, questions);
  // On a phone, the question the viewer is at until the reader turns one: the one a link named, say.
  const [turned, setTurned] = useState<number | null>(null);
  const [pinned, setPinned] = useState<number | null>(null);
  useEffect(() => {
    if (pinned === null) return;
    // The first move is the viewer landing from the turn; any later one is the reader's own scroll.
    let landed = false;
    let last = link.place();
    return link.subscribe(() => {
      const place = link.place();
      if (place === last) return;
      last = place;
      if (landed || questionIndexAt(questions, place) === pinned) setPinned(null);
      landed = true;
    });
  }, [link, questions, pinned]);
  const last = Math.max(0, questions.length - 1);
  const index = Math.min(narrow ? (turned ?? inView) : (pinned ?? inView), last);
  const turn = (next: number) => {
    setTurned(next);
    if (!narrow) setPinned(next);
    const target = questions[next];
    if (target) link.goTo({ page: target.page, top: target.top });
  };
  return { index, turn };
}

/**
 * An archive's answers beside its preview (product §4.12). From the layout switch up they follow the question
 * the viewer shows; below it the archive reads question by question, its region drawn above its answers. Live
 * through the archive's event stream.
 */
export function ArchiveAnswersPanel({
  archiveId,
  link,
  questionHeader,
  questionActions,
  questionFooter,
  onFlag,
  openEvents,
}: ArchiveAnswersProps) {
  const t = useT(answersMessages);
  const { api } = useServices();
  const viewer = useCurrentUser();
  const narrow = useNarrowScreen();
  const now = useMinuteClock(undefined);
  const questions = useQuery(archiveQuestionsQuery(api, archiveId));
  const answers = useQuery(archiveAnswersQuery(api, archiveId));
  useAnswersStream(archiveId, answers.data?.stream_cursor, openEvents);
  const list = questions.data?.questions ?? [];
  const { index: wanted, turn } = useShownQuestion(link, list, narrow);
  // A question's answers are drawn in the background, in slices the page stays responsive between, and a
  // question scrolled past before they are drawn is never drawn: the newest one in view replaces it.
  const index = useDeferredValue(wanted);

  if (!viewer) return null;
  if (questions.isPending || answers.isPending)
    return (
      <Center py="xl">
        <Loader role="status" size="sm" aria-label={t('answers.loadingAnswers')} />
      </Center>
    );
  const failed = questions.error ?? answers.error;
  if (failed)
    return (
      <LoadError
        message={errorMessage(failed, t('answers.loadFailed'))}
        onRetry={() => void Promise.all([questions.refetch(), answers.refetch()])}
      />
    );
  const question = list[index];
  if (!question)
    return (
      <Stack gap={4} align="center" py="xl">
        <Text fw={600}>{t('answers.noQuestions')}</Text>
        <Text size="sm" c="dimmed" ta="center">
          {t('answers.noQuestionsHint')}
        </Text>
      </Stack>
    );
  const region = questionRegion(list, index);
  return (
    <div style={{ overflowY: 'auto', minHeight: 0, flex: 1 }}>
      <QuestionPager
        index={index}
        count={list.length}
        onIndexChange={turn}
        region={
          narrow &&
          region && (
            <RegionImage
              link={link}
              region={region}
              label={t('answers.questionImage', { name: question.name })}
            />
          )
        }
      >
        <ShownQuestion
          archiveId={archiveId}
          question={question}
          answers={answersOf(answers.data, question.id)}
          viewer={viewer}
          now={now}
          questionHeader={questionHeader}
          questionActions={questionActions}
          onFlag={onFlag}
        />
        {questionFooter?.(question)}
      </QuestionPager>
    </div>
  );
}
