import { answerDraftKey, answerDraftSchema } from '@pastexam/api-contract/browser-storage';

/**
 * localStorage `answerDraft:{questionId}`: the answer a reader is writing to a question, kept across reloads
 * until it is sent. Anything stored there that is not a draft is ignored; a full or refused storage only means
 * the draft is not kept.
 */
export function readDraft(storage: Storage, questionId: number): string {
  try {
    const parsed = answerDraftSchema.safeParse(
      JSON.parse(storage.getItem(answerDraftKey(questionId)) ?? 'null'),
    );
    return parsed.success ? parsed.data.body : '';
  } catch {
    return '';
  }
}

export function writeDraft(storage: Storage, questionId: number, body: string, now = Date.now()): void {
  try {
    if (body.trim() === '') storage.removeItem(answerDraftKey(questionId));
    else storage.setItem(answerDraftKey(questionId), JSON.stringify({ body, saved_at: now }));
  } catch {
    // Not kept: the reader still has what they typed on the screen.
  }
}

export function clearDraft(storage: Storage, questionId: number): void {
  try {
    storage.removeItem(answerDraftKey(questionId));
  } catch {
    // Nothing to clear.
  }
}
