import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { inspectPdf } from '../pdf/inspect.ts';
import { pageContent } from '../test-support/pdfs.ts';
import { demoCatalogue, listDemoArchives } from './catalogue.ts';
import { type ExamPdfInput, generateDemoArchivePdf, generateExamPdf } from './exam-pdf.ts';

/**
 * WinAnsi text as drawn. Node's TextDecoder may treat windows-1252 as Latin-1, so the em dash (0x97, the
 * only character outside Latin-1 the generator draws) is mapped by hand.
 */
const fromWinAnsi = (hex: string) =>
  Buffer.from(hex, 'hex').toString('latin1').replaceAll('\u0097', '\u2014');

/** The text drawn on each page (pdf-lib writes it as hex strings shown with Tj). */
async function pageTexts(bytes: Uint8Array): Promise<string[]> {
  const document = await PDFDocument.load(bytes);
  return document
    .getPages()
    .map((_, index) =>
      [...pageContent(document, index).matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)]
        .map((match) => fromWinAnsi(match[1] ?? ''))
        .join('\n'),
    );
}

function courseNamed(name: string) {
  const course = demoCatalogue.find((candidate) => candidate.name === name);
  if (!course) throw new Error(`no demo course ${name}`);
  return course;
}

const dataStructures = courseNamed('資料結構');
const midterm: ExamPdfInput = {
  course: dataStructures,
  professor: { latinName: 'Chen Chih-Ming' },
  year: 113,
  type: 'midterm',
  withAnswers: false,
};

describe('generateExamPdf', () => {
  it('prints the course, exam type, academic year and professor in the header', async () => {
    const [first] = await pageTexts(await generateExamPdf(midterm));
    expect(first).toContain('Data Structures \u2014 Midterm Exam');
    expect(first).toContain('Academic Year 113 (2024-2025)');
    expect(first).toContain('Prof. Chen Chih-Ming');
  });

  it('numbers midterm questions from the first half of the course, worth 100 points together', async () => {
    const text = (await pageTexts(await generateExamPdf(midterm))).join('\n');
    const points = [...text.matchAll(/\((\d+) points\)/g)].map((match) => Number(match[1]));
    expect(points.length).toBe(3);
    expect(points.reduce((sum, value) => sum + value, 0)).toBe(100);
    expect(text).toContain('postfix');
    expect(text).not.toContain('Dijkstra');
  });

  it('asks final-half questions on a final and two questions worth 20 points on a quiz', async () => {
    const final = (await pageTexts(await generateExamPdf({ ...midterm, type: 'final' }))).join('\n');
    expect(final).toContain('Dijkstra');
    expect(final).not.toContain('postfix');
    const quiz = (await pageTexts(await generateExamPdf({ ...midterm, type: 'quiz' }))).join('\n');
    const quizPoints = [...quiz.matchAll(/\((\d+) points\)/g)].map((match) => Number(match[1]));
    expect(quizPoints).toEqual([10, 10]);
  });

  it('adds the reference answers on their own page only when asked', async () => {
    const without = await pageTexts(await generateExamPdf(midterm));
    const withAnswers = await pageTexts(await generateExamPdf({ ...midterm, withAnswers: true }));
    expect(without.join('\n')).not.toContain('Reference Answers');
    expect(withAnswers.length).toBe(without.length + 1);
    expect(withAnswers.at(-1)).toContain('Reference Answers');
    expect(withAnswers.at(-1)).toContain('A B C D - * E / +');
  });

  it('gives the same bytes for the same input, and different papers for different years', async () => {
    const first = await generateExamPdf(midterm);
    expect(Buffer.from(await generateExamPdf(midterm)).equals(Buffer.from(first))).toBe(true);
    expect(Buffer.from(await generateExamPdf({ ...midterm, year: 112 })).equals(Buffer.from(first))).toBe(
      false,
    );
  });

  it('makes a valid, small PDF of 1 to 3 pages for every archive of the demo catalogue', async () => {
    const sizes: number[] = [];
    for (const { course, archive } of listDemoArchives()) {
      const bytes = await generateDemoArchivePdf(course, archive);
      const { pageCount } = await inspectPdf(bytes);
      expect(pageCount).toBeGreaterThanOrEqual(1);
      expect(pageCount).toBeLessThanOrEqual(3);
      expect(bytes.length).toBeLessThan(20_000);
      sizes.push(bytes.length);
    }
    expect(sizes.length).toBe(listDemoArchives().length);
  });
});
