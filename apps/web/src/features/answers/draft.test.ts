import { answerDraftKey } from '@pastexam/api-contract/browser-storage';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, readDraft, writeDraft } from './draft.ts';

describe('answer drafts', () => {
  beforeEach(() => localStorage.clear());

  it('keeps a draft per question until it is cleared', () => {
    writeDraft(localStorage, 40, '答案是 $x$');
    writeDraft(localStorage, 41, '另一題');
    expect(readDraft(localStorage, 40)).toBe('答案是 $x$');
    expect(readDraft(localStorage, 41)).toBe('另一題');
    clearDraft(localStorage, 40);
    expect(readDraft(localStorage, 40)).toBe('');
    expect(readDraft(localStorage, 41)).toBe('另一題');
  });

  it('forgets a draft emptied by the reader', () => {
    writeDraft(localStorage, 40, '草稿');
    writeDraft(localStorage, 40, '   ');
    expect(localStorage.getItem(answerDraftKey(40))).toBeNull();
  });

  it('ignores what is stored there but is no draft', () => {
    localStorage.setItem(answerDraftKey(40), '{"body": 42}');
    expect(readDraft(localStorage, 40)).toBe('');
    localStorage.setItem(answerDraftKey(40), 'not json');
    expect(readDraft(localStorage, 40)).toBe('');
  });
});
