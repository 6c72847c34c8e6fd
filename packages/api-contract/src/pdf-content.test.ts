import { describe, expect, it } from 'vitest';
import { errorInfo, pdfProblemMessages } from './errors.ts';
import { pdfBytesProblem } from './pdf-content.ts';

const bytes = (...parts: (string | Uint8Array)[]) =>
  new Uint8Array(
    Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : part))),
  );

describe('pdfBytesProblem', () => {
  it('passes a header near the start and an end marker near the end, junk around them included', () => {
    expect(
      pdfBytesProblem(bytes(' '.repeat(500), '%PDF-1.7\n', new Uint8Array(5000), '%%EOF\n  ')),
    ).toBeNull();
  });

  it.each([
    ['a text file', bytes('這不是 PDF')],
    ['an empty file', new Uint8Array(0)],
    ['a header past the first 1024 bytes', bytes(' '.repeat(1100), '%PDF-1.7\n%%EOF')],
  ])('calls %s not a PDF', (_label, file) => {
    expect(pdfBytesProblem(file)).toBe('not_pdf');
  });

  it('calls a file whose end marker is missing, or buried under padding, incomplete', () => {
    expect(pdfBytesProblem(bytes('%PDF-1.4\n1 0 obj'))).toBe('incomplete');
    expect(pdfBytesProblem(bytes('%PDF-1.4\n%%EOF\n', new Uint8Array(2048)))).toBe('incomplete');
  });

  it('finds a security handler by reference or inline', () => {
    expect(pdfBytesProblem(bytes('%PDF-1.4\ntrailer << /Encrypt 5 0 R >>\n%%EOF'))).toBe('encrypted');
    expect(pdfBytesProblem(bytes('%PDF-1.4\ntrailer << /Encrypt << /V 5 >> >>\n%%EOF'))).toBe('encrypted');
  });

  it('is worded as the API’s 415 is', () => {
    expect(errorInfo('not_pdf').message).toBe(pdfProblemMessages.not_pdf);
  });
});
