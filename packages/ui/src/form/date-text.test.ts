import { beforeAll, describe, expect, it } from 'vitest';
import { formMessages } from '../i18n/compiled/form.catalogue.ts';
import { loadCatalogue, translatorFor } from '../i18n/i18n.ts';
import { dayProblem, dayText, minuteProblem, minuteText, readDay, readMinute } from './date-text.ts';
import { ALL, allLabel, withAllOption } from './options.ts';

describe('days and times in the product’s format', () => {
  it('reads a day as typed, with or without leading zeros and with any usual separator', () => {
    expect(readDay('2026/11/28')).toBe('2026-11-28');
    expect(readDay(' 2026/1/5 ')).toBe('2026-01-05');
    expect(readDay('2026-11-28')).toBe('2026-11-28');
    expect(readDay('2026.11.28')).toBe('2026-11-28');
  });

  it('reads no day from another format or a day the calendar does not have', () => {
    for (const text of ['11/28/2026', '28/11/2026', '2026/13/01', '2026/02/30', '2026/11', '明天', ''])
      expect(readDay(text), text).toBeNull();
    expect(readDay('2028/02/29')).toBe('2028-02-29');
  });

  it('reads a day and a 24-hour time', () => {
    expect(readMinute('2026/11/28 09:00')).toBe('2026-11-28T09:00');
    expect(readMinute('2026/11/28 9:05')).toBe('2026-11-28T09:05');
    for (const text of ['2026/11/28', '2026/11/28 24:00', '2026/11/28 9:60', '2026/11/28 9:00 PM'])
      expect(readMinute(text), text).toBeNull();
  });

  it('writes days and times back as the product shows them', () => {
    expect(dayText('2026-11-28')).toBe('2026/11/28');
    expect(minuteText('2026-11-28T09:00')).toBe('2026/11/28 09:00');
  });
});

describe('what a field says of a day it cannot read', () => {
  beforeAll(() => loadCatalogue(formMessages, 'en'));

  it('gives the format as an example, in zh-TW and in English', () => {
    const zhTw = translatorFor(formMessages, 'zh-TW');
    expect(dayProblem(zhTw)).toBe('請輸入存在的日期，例如 2026/11/28');
    expect(minuteProblem(zhTw)).toBe('請輸入存在的日期與時間，例如 2026/11/28 09:00');
    const en = translatorFor(formMessages, 'en');
    expect(dayProblem(en)).toBe('Enter a real date, for example 2026/11/28');
    expect(minuteProblem(en)).toBe('Enter a real date and time, for example 2026/11/28 09:00');
  });

  it('names a filter’s choice that narrows nothing', () => {
    expect(withAllOption([], allLabel(translatorFor(formMessages, 'zh-TW')))).toEqual([
      { value: ALL, label: '全部' },
    ]);
    expect(withAllOption([], allLabel(translatorFor(formMessages, 'en')))).toEqual([
      { value: ALL, label: 'All' },
    ]);
  });
});
