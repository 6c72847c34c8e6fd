import type { ArchiveType } from '@pastexam/api-contract';
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import type { DemoArchive, DemoCourse, DemoProfessor, ExamQuestion } from './schema.ts';

export type ExamPdfInput = {
  course: Pick<DemoCourse, 'englishName' | 'questions'>;
  professor: Pick<DemoProfessor, 'latinName'>;
  /** ROC academic year. */
  year: number;
  type: ArchiveType;
  /** Adds a reference-answer section on its own page. */
  withAnswers: boolean;
};

const examStyle: Record<ArchiveType, { title: string; minutes: number; total: number; rules: string }> = {
  midterm: {
    title: 'Midterm Exam',
    minutes: 110,
    total: 100,
    rules: 'Closed book. Calculators are not allowed.',
  },
  final: {
    title: 'Final Exam',
    minutes: 120,
    total: 100,
    rules: 'Closed book. One A4 handwritten note sheet allowed.',
  },
  quiz: { title: 'Quiz', minutes: 20, total: 20, rules: 'Closed book.' },
  other: {
    title: 'Review Problems',
    minutes: 90,
    total: 100,
    rules: 'Open book. Work in groups of at most three.',
  },
};

const pageSize: [number, number] = [595.28, 841.89];
const margin = 56;
const textWidth = pageSize[0] - 2 * margin;

/**
 * Which questions an exam asks: midterms the first half of the course, finals the second, quizzes two
 * and review sets four from anywhere; the year rotates the order so papers of different years differ.
 */
function pickQuestions(questions: readonly ExamQuestion[], type: ArchiveType, year: number): ExamQuestion[] {
  const half = Math.ceil(questions.length / 2);
  const pool =
    type === 'midterm' ? questions.slice(0, half) : type === 'final' ? questions.slice(half) : questions;
  const count = type === 'quiz' ? 2 : type === 'other' ? 4 : pool.length;
  const offset = year % Math.max(1, pool.length);
  return [...pool.slice(offset), ...pool.slice(0, offset)].slice(0, count);
}

/** `total` split over `count` questions in multiples of 5, the last one taking what is left. */
function splitPoints(total: number, count: number): number[] {
  const each = Math.floor(total / count / 5) * 5;
  return Array.from({ length: count }, (_, index) =>
    index === count - 1 ? total - each * (count - 1) : each,
  );
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

type Fonts = { regular: PDFFont; bold: PDFFont; italic: PDFFont; sans: PDFFont; sansBold: PDFFont };

/** Writes lines top to bottom, starting a new page when the current one is full. */
class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private readonly document: PDFDocument,
    private readonly grey: Color,
  ) {
    this.page = document.addPage(pageSize);
    this.y = pageSize[1] - margin;
  }

  newPage(): void {
    this.page = this.document.addPage(pageSize);
    this.y = pageSize[1] - margin;
  }

  line(
    text: string,
    font: PDFFont,
    size: number,
    options: { indent?: number; centered?: boolean } = {},
  ): void {
    const height = size * 1.35;
    if (this.y - height < margin + 20) this.newPage();
    this.y -= height;
    const x = options.centered
      ? (pageSize[0] - font.widthOfTextAtSize(text, size)) / 2
      : margin + (options.indent ?? 0);
    this.page.drawText(text, { x, y: this.y, font, size });
  }

  /** A numbered paragraph with a hanging indent: `label` on the first line, the rest aligned after it. */
  numbered(label: string, text: string, fonts: Fonts, size: number): void {
    const indent = 22;
    const lines = wrap(text, fonts.regular, size, textWidth - indent);
    lines.forEach((content, index) => {
      if (index === 0)
        this.page.drawText(label, { x: margin, y: this.y - size * 1.35, font: fonts.bold, size });
      this.line(content, fonts.regular, size, { indent });
    });
    this.gap(size * 0.8);
  }

  rule(): void {
    this.y -= 6;
    this.page.drawLine({
      start: { x: margin, y: this.y },
      end: { x: pageSize[0] - margin, y: this.y },
      thickness: 0.8,
      color: this.grey,
    });
    this.y -= 4;
  }

  gap(points: number): void {
    this.y -= points;
  }
}

/**
 * A small, realistic-looking exam paper (1-3 pages, a few KB): header, numbered questions with points and,
 * when asked, reference answers. The same input always gives the same bytes (no dates, no random ids).
 */
export async function generateExamPdf(input: ExamPdfInput): Promise<Uint8Array> {
  const { course, professor, year, type, withAnswers } = input;
  const style = examStyle[type];
  const questions = pickQuestions(course.questions, type, year);
  const points = splitPoints(style.total, questions.length);

  // Loaded here, not with the server: pdf-lib takes a second to load, and only a fresh demo's start makes PDFs.
  const { PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
  const grey = rgb(0.35, 0.35, 0.35);
  const document = await PDFDocument.create({ updateMetadata: false });
  const fonts: Fonts = {
    regular: await document.embedFont(StandardFonts.TimesRoman),
    bold: await document.embedFont(StandardFonts.TimesRomanBold),
    italic: await document.embedFont(StandardFonts.TimesRomanItalic),
    sans: await document.embedFont(StandardFonts.Helvetica),
    sansBold: await document.embedFont(StandardFonts.HelveticaBold),
  };
  const heading = `${course.englishName} \u2014 ${style.title}`;
  const writer = new Writer(document, grey);

  writer.line('Department of Computer Science and Information Engineering', fonts.sans, 10, {
    centered: true,
  });
  writer.line(heading, fonts.sansBold, 16, { centered: true });
  writer.line(
    `Academic Year ${year} (${year + 1911}-${year + 1912})  \u00b7  Prof. ${professor.latinName}`,
    fonts.sans,
    10.5,
    { centered: true },
  );
  writer.rule();
  writer.line(
    `Time: ${style.minutes} minutes    Total: ${style.total} points    ${style.rules}`,
    fonts.italic,
    10,
  );
  writer.line('Name: ______________________    Student ID: ________________', fonts.regular, 11);
  writer.gap(14);

  questions.forEach((question, index) => {
    writer.numbered(`${index + 1}.`, `(${points[index]} points) ${question.prompt}`, fonts, 11.5);
  });

  if (withAnswers) {
    writer.newPage();
    writer.line('Reference Answers', fonts.sansBold, 13);
    writer.gap(8);
    questions.forEach((question, index) => {
      writer.numbered(`${index + 1}.`, question.answer, fonts, 11);
    });
  }

  const pages = document.getPages();
  pages.forEach((page, index) => {
    const footer = `${heading}, Academic Year ${year}`;
    page.drawText(footer, { x: margin, y: margin - 20, font: fonts.sans, size: 8, color: grey });
    const number = `Page ${index + 1} of ${pages.length}`;
    const x = pageSize[0] - margin - fonts.sans.widthOfTextAtSize(number, 8);
    page.drawText(number, { x, y: margin - 20, font: fonts.sans, size: 8, color: grey });
  });

  return document.save();
}

/** The PDF for one archive of the demo catalogue. */
export function generateDemoArchivePdf(course: DemoCourse, archive: DemoArchive): Promise<Uint8Array> {
  return generateExamPdf({
    course,
    professor: archive.professor,
    year: archive.academicYear,
    type: archive.type,
    withAnswers: archive.hasAnswers,
  });
}
