import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from './file-name.ts';

describe('fileNameFromDisposition', () => {
  it('prefers the UTF-8 name the server sends for Chinese file names', () => {
    const header = `attachment; filename="113_OS.pdf"; filename*=UTF-8''${encodeURIComponent('113_作業系統_林教授_期中考.pdf')}`;
    expect(fileNameFromDisposition(header)).toBe('113_作業系統_林教授_期中考.pdf');
  });

  it('falls back to the plain name, quoted or not', () => {
    expect(fileNameFromDisposition('attachment; filename="exam.pdf"')).toBe('exam.pdf');
    expect(fileNameFromDisposition('attachment; filename=exam.pdf')).toBe('exam.pdf');
    expect(fileNameFromDisposition('attachment; filename*=UTF-8\'\'%E0%A4%A; filename="a.pdf"')).toBe(
      'a.pdf',
    );
  });

  it('has no name for a header without one', () => {
    expect(fileNameFromDisposition(null)).toBeNull();
    expect(fileNameFromDisposition('attachment')).toBeNull();
  });
});
