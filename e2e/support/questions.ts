// An exam whose text numbers its questions, for the questions' specs (product §4.11): its starts are proposed by
// the server's text job once it is uploaded.
import { routes } from '@pastexam/api-contract';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { api } from './api.ts';
import { serializePdf } from './archive.ts';

/** Each page's lines: [x, y, text] in points from the bottom left of a US Letter page. */
type Line = readonly [number, number, string];

const PAGES: readonly (readonly Line[])[] = [
  [
    [72, 740, 'Midterm Exam - Data Structures'],
    [72, 700, '1. Explain the difference between a stack and a queue.'],
    [90, 680, 'Give one use of each.'],
    [72, 420, '2. Insert 5, 3, 8 into an empty binary search tree.'],
    [90, 400, 'Draw the tree after each insertion.'],
  ],
  [
    [72, 700, '3. What is the time complexity of heap sort?'],
    [90, 680, 'Justify your answer.'],
    [72, 380, '4. Describe how a hash table resolves collisions.'],
    [90, 360, 'Compare chaining with open addressing.'],
  ],
];

/** A two-page exam with questions 1 to 4, two on each page, each with a line of its text under its number. */
export function numberedQuestionsPdf(): Buffer {
  const pdfString = (text: string) => text.replace(/[\\()]/g, (character) => `\\${character}`);
  const pageId = (index: number) => 4 + index * 2;
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${PAGES.map((_, index) => `${pageId(index)} 0 R`).join(' ')}] /Count ${PAGES.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  PAGES.forEach((lines, index) => {
    const content = lines
      .map(([x, y, text]) => `BT /F1 12 Tf ${x} ${y} Td (${pdfString(text)}) Tj ET`)
      .join('\n');
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageId(index) + 1} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    );
  });
  return serializePdf(objects);
}

/** Waits until the server's text job has proposed `count` question starts for the archive. */
export async function waitForProposals(
  request: APIRequestContext,
  token: string,
  archiveId: number,
  count: number,
): Promise<void> {
  await expect
    .poll(
      async () => {
        const listed = await api(request).output(
          routes.questions.listQuestions,
          { params: { aid: String(archiveId) } },
          { token },
        );
        return listed.questions.length;
      },
      { timeout: 60_000 },
    )
    .toBe(count);
}

/** A question's start on the viewer, by its name: the marker's button, named `第 1 題 起點，第 1 頁 11%`. */
export function marker(page: Page, name: string): Locator {
  return page.getByRole('button', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')} 起點`) });
}

/** The page and the percentage a marker's name tells. */
export async function markerPlace(locator: Locator): Promise<{ page: number; percent: number }> {
  const label = (await locator.getAttribute('aria-label')) ?? '';
  const match = /第 (\d+) 頁 (\d+)%/.exec(label);
  if (!match) throw new Error(`a marker named ${label}`);
  return { page: Number(match[1]), percent: Number(match[2]) };
}
