export { ExamDocument, type ExamDocumentProps } from './exam-document.tsx';
export { ExamPrint, type ExamPrintProps } from './exam-print.tsx';
export { ExamMarkdown, type ExamMarkdownProps } from './markdown.tsx';
export { ExamPlainText, type ExamPlainTextProps } from './plain-text.tsx';
export type { QuestionReview } from './practice-question.tsx';
export { formatElapsed, PracticeTimer } from './practice-timer.tsx';
