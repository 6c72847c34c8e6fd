export { useMinuteClock } from '../use-minute-clock.ts';
export { AnswerCard, type AnswerCardProps } from './answer-card.tsx';
export { AnswerComments, type AnswerCommentsProps } from './answer-comments.tsx';
export { AnswerEditor, type AnswerEditorProps } from './answer-editor.tsx';
export { formatRegion } from './answer-labels.ts';
export {
  type AnswerVersionItem,
  AnswerVersionsDialog,
  type AnswerVersionsDialogProps,
} from './answer-versions-dialog.tsx';
export { QuestionAnswers, type QuestionAnswersProps } from './question-answers.tsx';
export { QuestionPager, type QuestionPagerProps } from './question-pager.tsx';
