export {
  ANSWER_KEY_SEPARATOR,
  buildExamPrompt,
  documentLabel,
  type ExamPromptArchive,
  type ExamPromptInput,
} from './exam-prompt.ts';
