export {
  describeChange,
  QuestionHistoryDialog,
  type QuestionHistoryDialogProps,
} from './question-history-dialog.tsx';
export { markerLabel, QuestionMarker, type QuestionMarkerProps } from './question-marker.tsx';
export { QuestionRenameDialog, type QuestionRenameDialogProps } from './question-rename-dialog.tsx';
export { QuestionToolbar, type QuestionToolbarProps } from './question-toolbar.tsx';
export {
  recurringLabel,
  SimilarQuestions,
  type SimilarQuestionsProps,
  similarityLabel,
} from './similar-questions.tsx';
