import { locales } from '@pastexam/api-contract/locales';
import { describe, expect, it } from 'vitest';
import { compiledCatalogue } from './compile.ts';
import { messages as compiledEn } from './compiled/en.ts';
import { messages as compiledZhTw } from './compiled/zh-TW.ts';
import { messagesEn } from './messages.en.ts';
import { messagesZhTw } from './messages.zh-TW.ts';

const HAN = /\p{Script=Han}/u;
const compiled = { 'zh-TW': compiledZhTw, en: compiledEn };

describe('the message catalogues', () => {
  it('hold the same messages in every language', () => {
    expect(Object.keys(messagesEn).sort()).toEqual(Object.keys(messagesZhTw).sort());
    for (const [id, message] of Object.entries(messagesEn)) expect(message.trim(), id).not.toBe('');
  });

  it('have English without Chinese, except where a message names Chinese itself', () => {
    const chineseOnPurpose = new Set(['language.switchTo']);
    for (const [id, message] of Object.entries(messagesEn)) {
      if (!chineseOnPurpose.has(id)) expect(HAN.test(message), `${id}: ${message}`).toBe(false);
    }
  });

  it.each(locales)(
    'are compiled as the sources say (%s): run `pnpm run i18n:compile` after a change',
    (locale) => {
      expect(compiled[locale]).toEqual(compiledCatalogue(locale));
    },
  );
});
