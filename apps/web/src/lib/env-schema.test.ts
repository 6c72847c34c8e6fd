import { describe, expect, it } from 'vitest';
import { DEFAULT_ISSUE_REPOSITORY, parseEnv } from './env-schema.ts';

describe('parseEnv', () => {
  it('uses /api and the default issue repository when nothing is set, or set empty', () => {
    expect(parseEnv({})).toEqual({ apiBase: '/api', issueRepository: DEFAULT_ISSUE_REPOSITORY });
    expect(parseEnv({ VITE_API_BASE: '', VITE_ISSUE_REPOSITORY: '' })).toEqual(parseEnv({}));
  });

  it('takes the issue repository a build names as owner/name', () => {
    expect(parseEnv({ VITE_ISSUE_REPOSITORY: 'cs-dept/past-exam.web' }).issueRepository).toBe(
      'cs-dept/past-exam.web',
    );
  });

  it.each([
    'https://github.com/cs-dept/past-exam',
    'cs-dept',
    'cs-dept/past-exam/issues',
    'cs dept/past-exam',
    '-cs/past-exam',
  ])('refuses %s as a repository, naming the variable', (value) => {
    expect(() => parseEnv({ VITE_ISSUE_REPOSITORY: value })).toThrow('前端設定不正確：VITE_ISSUE_REPOSITORY');
  });
});
