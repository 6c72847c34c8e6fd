export { PracticeCountsText, type PracticeCountsTextProps } from './practice-counts.tsx';
export { PracticeResults, type PracticeResultsProps } from './practice-results.tsx';
export { PracticeSheet, type PracticeSheetProps } from './practice-sheet.tsx';
export { PracticeStartPanel, type PracticeStartProps } from './practice-start.tsx';
