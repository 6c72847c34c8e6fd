import { describe, expect, it } from 'vitest';
import { reportTarget } from './report-target.ts';

describe('reportTarget', () => {
  it('names GitHub as people call it, any other page by its host, and a mailto: as e-mail', () => {
    expect(reportTarget('https://github.com/cs-dept/pastexam/issues/new')).toEqual({
      kind: 'page',
      site: 'GitHub',
    });
    expect(reportTarget('https://www.github.com/cs-dept/pastexam/issues/new?labels=bug')).toEqual({
      kind: 'page',
      site: 'GitHub',
    });
    expect(reportTarget('https://gitea.cs.example.edu/it/pastexam/issues/new')).toEqual({
      kind: 'page',
      site: 'gitea.cs.example.edu',
    });
    expect(reportTarget('MAILTO:it@cs.example.edu')).toEqual({ kind: 'email' });
  });
});
