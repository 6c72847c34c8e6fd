import type { Translate } from '@pastexam/ui/i18n';
import type { aiExamMessages } from '@pastexam/ui/messages/ai-exam';

/** An id of the ai-exam catalogue, where the AI exam's words live in every language. */
export type AiExamMessageId = NonNullable<(typeof aiExamMessages)['ids']>;
/** The ai-exam catalogue's messages in the reader's language (`useT(aiExamMessages)`). */
export type AiExamT = Translate<AiExamMessageId>;

/** A toast's or a confirmation's title and message, by their ids. */
export type Text = { title: AiExamMessageId; message: AiExamMessageId };

/** Every toast and message of the AI exam flow (product §6.11), in one place so tests and code agree. */
export const messages = {
  coursesFailed: { title: 'ai-exam.loadFailed', message: 'ai-exam.coursesFailed' },
  professorsFailed: { title: 'ai-exam.loadFailed', message: 'ai-exam.professorsFailed' },
  archivesFailed: { title: 'ai-exam.loadFailed', message: 'ai-exam.serviceUnavailable' },
  conflict: { title: 'ai-exam.conflictTitle', message: 'ai-exam.conflict' },
  submitFailed: { title: 'ai-exam.submitFailedTitle', message: 'ai-exam.submitFailed' },
  generationFailed: { title: 'ai-exam.failed', message: 'ai-exam.generationFailed' },
  pollFailed: { title: 'ai-exam.pollFailedTitle', message: 'ai-exam.serviceUnavailable' },
  generated: { title: 'ai-exam.generatedTitle', message: 'ai-exam.generated' },
  regenerating: { title: 'ai-exam.regeneratingTitle', message: 'ai-exam.regenerating' },
  copied: { title: 'ai-exam.copiedTitle', message: 'ai-exam.copied' },
  copyFailed: { title: 'ai-exam.copyFailedTitle', message: 'ai-exam.copyFailed' },
  downloaded: { title: 'ai-exam.downloadedTitle', message: 'ai-exam.downloaded' },
  keyStatusFailed: { title: 'ai-exam.loadFailed', message: 'ai-exam.keyStatusFailed' },
  keySaved: { title: 'ai-exam.keySavedTitle', message: 'ai-exam.keySaved' },
  keySaveFailed: { title: 'ai-exam.keySaveFailedTitle', message: 'ai-exam.keySaveFailed' },
  keyRemoved: { title: 'ai-exam.keyRemovedTitle', message: 'ai-exam.keyRemoved' },
  keyRemoveFailed: { title: 'ai-exam.keyRemoveFailedTitle', message: 'ai-exam.keyRemoveFailed' },
  regenerate: { title: 'ai-exam.regenerateTitle', message: 'ai-exam.regenerateMessage' },
} as const satisfies Record<string, Text>;

/** A text's title and message in the reader's language. */
export const said = (t: AiExamT, text: Text) => ({ title: t(text.title), message: t(text.message) });
