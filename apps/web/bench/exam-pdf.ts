// The benchmark's exam as a PDF, written by hand (no PDF library): each page holds its questions' text where
// the questions start (exam-data.ts), in a font every PDF reader has.
import { EXAM_PAGES, QUESTIONS_PER_PAGE, questionTop } from './exam-data.ts';

const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;

/** Numbers `objects` from 1 (object 1 is the catalog) and writes them with a cross-reference table. */
function pdfOf(objects: readonly string[]): Buffer {
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const at = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const table = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  const tableAt = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${table}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${tableAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A question's text: its number and a few lines of its statement. */
function questionLines(index: number): string[] {
  const n = index + 1;
  return [
    `${n}. (5 points) Consider the recurrence T(n) = 2T(n/2) + n for question ${n}.`,
    '   (a) Solve it with the recursion-tree method and state a tight bound.',
    '   (b) Write a function that computes T(n) for n a power of two.',
    '   (c) Explain why the master theorem applies here, or why it does not.',
  ];
}

/** The exam: EXAM_PAGES pages, QUESTIONS_PER_PAGE questions each, every question at its start. */
export function examPdf(): Buffer {
  const pageId = (page: number) => 4 + page * 2;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${Array.from({ length: EXAM_PAGES }, (_, page) => `${pageId(page)} 0 R`).join(' ')}] /Count ${EXAM_PAGES} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const escaped = (text: string) => text.replace(/[\\()]/g, (character) => `\\${character}`);
  for (let page = 0; page < EXAM_PAGES; page += 1) {
    const drawn: string[] = [];
    for (let slot = 0; slot < QUESTIONS_PER_PAGE; slot += 1) {
      const index = page * QUESTIONS_PER_PAGE + slot;
      const y = Math.round(PAGE_HEIGHT * (1 - questionTop(index))) - 12;
      questionLines(index).forEach((line, row) => {
        drawn.push(`BT /F1 11 Tf 60 ${y - row * 16} Td (${escaped(line)}) Tj ET`);
      });
    }
    const content = drawn.join('\n');
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageId(page) + 1} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    );
  }
  return pdfOf(objects);
}
