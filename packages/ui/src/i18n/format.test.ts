import { describe, expect, it } from 'vitest';
import { formatsFor } from './format.ts';
import { loadLocale } from './i18n.ts';

const zh = formatsFor('zh-TW');
const NOW = Date.parse('2026-11-21T03:05:00Z');

describe('the formats', () => {
  it('show the ROC academic year in each language', async () => {
    await loadLocale('en');
    expect(zh.academicYear(113)).toBe('113 學年度');
    expect(formatsFor('en').academicYear(113)).toBe('AY 2024–25 (113)');
    expect(formatsFor('en').academicYear(89)).toBe('AY 2000–01 (89)');
  });

  it("show times on Taipei's clock in both languages", () => {
    // 16:30 UTC is half past midnight the next day in Taipei.
    expect(zh.dateTime('2026-11-20T16:30:00Z')).toMatch(/^2026\/11\/21\s00:30$/);
    expect(formatsFor('en').dateTime('2026-11-20T16:30:00Z')).toMatch(/^Nov 21, 2026,\s00:30$/);
    expect(formatsFor('en').date('2026-11-20T16:30:00Z')).toBe('Nov 21, 2026');
  });

  it('say how long ago, the way each language does', () => {
    expect(zh.relativeTime('2026-11-21T03:04:30Z', NOW)).toBe('剛剛');
    expect(formatsFor('en').relativeTime('2026-11-21T03:04:30Z', NOW)).toBe('just now');
    expect(zh.relativeTime('2026-11-21T03:00:00Z', NOW)).toBe('5 分鐘前');
    expect(formatsFor('en').relativeTime('2026-11-21T00:00:00Z', NOW)).toBe('3 hours ago');
    expect(formatsFor('en').relativeTime('2026-11-20T03:00:00Z', NOW)).toBe('yesterday');
  });

  it('group numbers and size files in decimal units', () => {
    expect(formatsFor('en').number(12345)).toBe('12,345');
    expect(formatsFor('en').fileSize(1_500_000)).toBe('1.5 MB');
    expect(formatsFor('en').fileSize(999)).toBe('999 bytes');
    expect(zh.fileSize(2_000)).toBe('2 kB');
  });
});
