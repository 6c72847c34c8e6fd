import type { Answer } from '@pastexam/api-contract';
import { useState } from 'react';
import { FlagAnswer } from '../features/answer-flags/components/flag-answer.tsx';
import { AiDraftButton } from '../features/answers/ai-draft/ai-draft-button.tsx';
import { ArchiveAnswersPanel, type ArchiveAnswersProps } from '../features/answers/archive-answers.tsx';
import { QuestionBookmark } from '../features/progress/components/question-bookmark.tsx';
import { SimilarQuestionsPanel } from '../features/questions/similar-questions.tsx';
import { QuestionReview } from '../features/review/components/question-review.tsx';
import { QuestionTopicsPanel } from '../features/topics/components/question-topics-panel.tsx';
import { QuestionWorksheet } from '../features/worksheets/components/question-worksheet.tsx';

export type ArchiveAnswersWithControlsProps = Omit<
  ArchiveAnswersProps,
  'questionHeader' | 'questionActions' | 'questionFooter' | 'onFlag'
>;

/**
 * The answers beside a preview with what other features add to each question (product §4.12–4.15, §4.18, §4.20–4.22): its
 * 收藏 star, 加入複習 and 加入題單 beside its name, 請 AI 試答 beside 撰寫解答, 檢舉 in each answer's menu, and its 主題 and
 * 相似題 under its answers. Composed here, in the answers' own chunk, because features do not import each other; on a
 * phone the same question view carries them all.
 */
export function ArchiveAnswersWithControls(props: ArchiveAnswersWithControlsProps) {
  const [flagged, setFlagged] = useState<Answer | null>(null);
  return (
    <>
      <ArchiveAnswersPanel
        {...props}
        questionHeader={(question) => (
          <>
            <QuestionBookmark question={question} />
            <QuestionReview question={question} />
            <QuestionWorksheet question={question} />
          </>
        )}
        questionActions={(question) => <AiDraftButton archiveId={props.archiveId} questionId={question.id} />}
        questionFooter={(question) => (
          <>
            <QuestionTopicsPanel archiveId={props.archiveId} questionId={question.id} />
            <SimilarQuestionsPanel archiveId={props.archiveId} questionId={question.id} />
          </>
        )}
        onFlag={setFlagged}
      />
      <FlagAnswer answer={flagged} onClose={() => setFlagged(null)} />
    </>
  );
}
