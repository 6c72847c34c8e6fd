export { AI_EXAM_MODAL_WIDTH, AiExamModal, type AiExamModalProps } from './ai-exam-modal.tsx';
export {
  API_KEY_MODAL_WIDTH,
  ApiKeyModal,
  type ApiKeyModalProps,
  GEMINI_KEY_PAGE_URL,
} from './api-key-modal.tsx';
export type {
  AiExamHandlers,
  AiExamNotice,
  AiExamView,
  ArchiveChoice,
  ArchiveTypeFilter,
  CourseChoice,
  ErrorView,
  ExamSourceChoice,
  GeneratingView,
  LoadingView,
  ProfessorChoice,
  ResultView,
  SelectArchivesView,
  SelectProfessorView,
} from './types.ts';
