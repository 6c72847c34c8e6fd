import { archiveLink, questionLink } from '@pastexam/api-contract/notification-links';
import { defaultParseSearch } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { validateArchiveSearch } from './archive-address.ts';

describe('the archive page’s address', () => {
  it('reads a course, and an archive of it to preview', () => {
    expect(validateArchiveSearch({ course: 3 })).toEqual({ course: 3 });
    expect(validateArchiveSearch({ course: 3, archive: 12 })).toEqual({ course: 3, archive: 12 });
    expect(validateArchiveSearch({ course: 3, archive: 'x' })).toEqual({ course: 3 });
  });

  it('reads a question of the archive previewed, and only with an archive', () => {
    expect(validateArchiveSearch({ course: 3, archive: 12, question: 45 })).toEqual({
      course: 3,
      archive: 12,
      question: 45,
    });
    expect(validateArchiveSearch({ course: 3, archive: 12, question: 'x' })).toEqual({
      course: 3,
      archive: 12,
    });
    expect(validateArchiveSearch({ course: 3, archive: 12, question: -1 })).toEqual({
      course: 3,
      archive: 12,
    });
    expect(validateArchiveSearch({ course: 3, question: 45 })).toEqual({ course: 3 });
    expect(validateArchiveSearch({ question: 45 })).toEqual({});
  });

  it('marks a course that is no id, whatever was written', () => {
    for (const course of ['abc', '', 0, -4, 2.5, 2_147_483_648, true, null, { id: 3 }]) {
      expect(validateArchiveSearch({ course, archive: 12 }), JSON.stringify(course)).toEqual({
        course: 'invalid',
      });
    }
  });

  it('reads the overview only without a course, and ignores anything else', () => {
    expect(validateArchiveSearch({ overview: true })).toEqual({ overview: true });
    expect(validateArchiveSearch({ overview: 'yes', archive: 12, utm_source: 'mail' })).toEqual({});
    expect(validateArchiveSearch({ course: 3, overview: true })).toEqual({ course: 3 });
  });

  it('keeps a search inside the exams with its filters, beside the course shown', () => {
    expect(
      validateArchiveSearch({
        course: 3,
        q: ' AVL 旋轉 ',
        in: 5,
        prof: '林教授',
        from: 110,
        to: 113,
        type: 'final',
      }),
    ).toEqual({ course: 3, q: 'AVL 旋轉', in: 5, prof: '林教授', from: 110, to: 113, type: 'final' });
    expect(validateArchiveSearch({ q: 2024 })).toEqual({ q: '2024' });
  });

  it('drops filters that are not what they should be, and filters without a query', () => {
    expect(
      validateArchiveSearch({ q: 'heap', in: 'x', prof: '', from: 3000, to: 'new', type: 'exam' }),
    ).toEqual({
      q: 'heap',
    });
    expect(validateArchiveSearch({ q: '   ', in: 5, type: 'final' })).toEqual({});
    expect(validateArchiveSearch({ course: 3, q: '？！…' })).toEqual({ course: 3 });
    expect(validateArchiveSearch({ q: 'heap', from: 113, to: 110 })).toEqual({ q: 'heap', from: 113 });
    expect(validateArchiveSearch({ q: 'x'.repeat(300) }).q).toHaveLength(200);
  });

  it('drops them even where the router lays the checked address over the raw one', () => {
    const raw = {
      course: 3,
      archive: 'x',
      overview: 'yes',
      q: '!!!',
      in: 'abc',
      to: 'new',
      utm_source: 'mail',
    };
    expect({ ...raw, ...validateArchiveSearch(raw) }).toEqual({ course: 3, utm_source: 'mail' });
  });

  it('reads the links notifications lead to as the course, archive and question they name', () => {
    const address = (link: string) =>
      validateArchiveSearch(defaultParseSearch(link.slice(link.indexOf('?'))));
    expect(address(questionLink(3, 12, 45))).toMatchObject({ course: 3, archive: 12, question: 45 });
    expect(address(archiveLink(3, 12))).toMatchObject({ course: 3, archive: 12, question: undefined });
  });
});
