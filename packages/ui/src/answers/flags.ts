export { FlagAnswerDialog, type FlagAnswerDialogProps } from './flag-answer-dialog.tsx';
export {
  FlaggedAnswersPanel,
  type FlaggedAnswersPanelProps,
  type FlagListState,
} from './flagged-answers-panel.tsx';
export { MyFlagsList, type MyFlagsListProps, outcomeSentences } from './my-flags-list.tsx';
