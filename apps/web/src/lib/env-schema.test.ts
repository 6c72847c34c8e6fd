import { describe, expect, it } from 'vitest';
import { parseEnv } from './env-schema.ts';

describe('parseEnv', () => {
  it('uses /api when nothing is set, or set empty', () => {
    expect(parseEnv({})).toEqual({ apiBase: '/api' });
    expect(parseEnv({ VITE_API_BASE: '' })).toEqual(parseEnv({}));
  });

  it('takes the API base a build names', () => {
    expect(parseEnv({ VITE_API_BASE: '/exams/api' }).apiBase).toBe('/exams/api');
  });

  it('stops a build that still names the issue tracker, saying where that setting went', () => {
    expect(() => parseEnv({ VITE_ISSUE_REPOSITORY: 'cs-dept/past-exam' })).toThrow(
      '前端設定不正確：VITE_ISSUE_REPOSITORY（已改由伺服器的 ISSUE_REPORT_URL 設定問題回報的去處）',
    );
    expect(parseEnv({ VITE_ISSUE_REPOSITORY: '' })).toEqual({ apiBase: '/api' });
  });
});
