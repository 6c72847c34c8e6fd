// The reference set of exams whose question starts are known: generated exams in Chinese and English, in one
// and two columns, with the traps real exams hold (numbered instructions, parts numbered (1) under a question,
// multiple-choice options, decimals, scores, years and page numbers). The question-finding benchmark reads them
// as the product does, and a unit test runs the detector on some, so accuracy cannot slip unnoticed.
import { PDFDocument, type PDFFont, type PDFPage, StandardFonts } from 'pdf-lib';
import { NEAR_START, type QuestionProposal } from '../questions/detect.ts';
import { openPdf } from '../search/extract/pdfjs.ts';
import { renderPage } from '../search/extract/render-page.ts';
import { drawToUnicodeCjk } from './search-pdfs.ts';

export type ExamKind = 'zh-one-column' | 'zh-two-columns' | 'en-one-column' | 'en-two-columns';

/** One exam of the set: its PDF and where its questions truly start. */
export type ReferenceExam = { name: string; kind: ExamKind; pdf: Uint8Array; starts: QuestionProposal[] };

/** A line to print; `start` names the question (or part) it begins. */
type Line = { text: string; start?: string; indent?: number; gapBefore?: number };

const PAGE = { width: 595, height: 842 } as const;
const MARGIN = { side: 56, top: 60, bottom: 70 } as const;
const GUTTER = 24;
const SIZE = 11;
const LEADING = 16;

const EN_BODY = [
  'Consider a binary search tree holding 15 keys.',
  'Show each step of the rotation it needs.',
  '1.5 times as many comparisons are made here.',
  'Give the running time in big-O notation.',
  'Explain why the heap property still holds.',
  'Assume the page size is 4 KB and 2 levels.',
  '3 processes share one semaphore initialised to 1.',
  'Prove the claim by induction on n.',
] as const;

const ZH_BODY = [
  '請說明二元搜尋樹的旋轉，並畫出每一步。',
  '假設分頁大小為 4 KB，請計算有效存取時間。',
  '10% 的存取會發生分頁錯誤。',
  '試證明此演算法的時間複雜度為 O(n log n)。',
  '2023 年的期中考曾出過類似的題目。',
  '請寫出遞迴式並求解。',
  '說明號誌如何避免競爭條件。',
  '若雜湊表的負載因子為 0.75，會發生什麼事？',
] as const;

type Numbering = { label: (n: number) => string; name: (n: number) => string };

const zhNumeral = (n: number) => {
  const digits = '〇一二三四五六七八九';
  if (n < 10) return digits[n] ?? '';
  return `${n >= 20 ? (digits[Math.floor(n / 10)] ?? '') : ''}十${n % 10 ? (digits[n % 10] ?? '') : ''}`;
};

const NUMBERINGS = {
  dot: { label: (n) => `${n}.`, name: (n) => `第 ${n} 題` },
  paren: { label: (n) => `(${n})`, name: (n) => `第 ${n} 題` },
  di: { label: (n) => `第${n}題`, name: (n) => `第 ${n} 題` },
  cn: { label: (n) => `${zhNumeral(n)}、`, name: (n) => `第 ${n} 題` },
  problem: { label: (n) => `Problem ${n}`, name: (n) => `Problem ${n}` },
  q: { label: (n) => `Q${n}.`, name: (n) => `Q${n}` },
  closing: { label: (n) => `${n})`, name: (n) => `第 ${n} 題` },
} satisfies Record<string, Numbering>;

type Spec = {
  name: string;
  language: 'zh' | 'en';
  columns: 1 | 2;
  numbering: keyof typeof NUMBERINGS;
  questions: number;
  /** Every how many questions has parts: lettered (a), (b) (proposed) or numbered (1), (2) (not proposed). */
  parts?: { every: number; kind: 'letters' | 'numbers' };
  /** Numbered instructions before the questions. */
  instructions?: boolean;
  /** Multiple-choice options under each question. */
  options?: boolean;
};

function examLines(spec: Spec): Line[] {
  const zh = spec.language === 'zh';
  const numbering = NUMBERINGS[spec.numbering];
  const body = zh ? ZH_BODY : EN_BODY;
  const lines: Line[] = [
    {
      text: zh ? '112 學年度第一學期 資料結構 期中考' : 'CS 2300 Data Structures, Midterm Exam',
      indent: 0.15,
    },
  ];
  if (spec.instructions) {
    lines.push({ text: zh ? '注意事項：' : 'Instructions:', gapBefore: 6 });
    lines.push({ text: zh ? '1. 請將答案寫在答案卷上。' : '1. Write your name on every page.' });
    lines.push({ text: zh ? '2. 不得使用計算機。' : '2. No calculators are allowed.' });
  }
  for (let n = 1; n <= spec.questions; n += 1) {
    const score = zh ? `（${5 + (n % 3) * 5} 分）` : ` (${5 + (n % 3) * 5}%)`;
    const first = body[n % body.length] ?? '';
    lines.push({ text: `${numbering.label(n)} ${first}${score}`, start: numbering.name(n), gapBefore: 8 });
    for (let extra = 0; extra <= n % 4; extra += 1) {
      lines.push({ text: body[(n + 3 + extra) % body.length] ?? '', indent: 0.03 });
    }
    if (spec.options) lines.push({ text: '(A) O(n)    (B) O(log n)    (C) O(1)', indent: 0.03 });
    if (spec.parts && n % spec.parts.every === 0) {
      for (let part = 1; part <= 3; part += 1) {
        const letter = String.fromCharCode(96 + part);
        const label = spec.parts.kind === 'letters' ? `(${letter})` : `(${part})`;
        lines.push({
          text: `${label} ${body[(n + part) % body.length] ?? ''}`,
          indent: 0.03,
          ...(spec.parts.kind === 'letters' ? { start: `${n}(${letter})` } : {}),
        });
      }
    }
  }
  return lines;
}

type Fonts = { latin: PDFFont };

/** Draws `text` at `x`, `y` (the baseline, from the bottom): Chinese through a CID font, else Helvetica. */
function draw(
  document: PDFDocument,
  page: PDFPage,
  fonts: Fonts,
  text: string,
  at: { x: number; y: number },
  id: string,
) {
  if (/\p{Script=Han}/u.test(text)) drawToUnicodeCjk(document, page, text, { ...at, size: SIZE }, id);
  else page.drawText(text, { ...at, size: SIZE, font: fonts.latin });
}

/** A column's width in points, and how many characters of `text` fit in it. */
function fit(text: string, width: number, fonts: Fonts): string {
  const widthOf = (value: string) =>
    /\p{Script=Han}/u.test(value) ? [...value].length * SIZE : fonts.latin.widthOfTextAtSize(value, SIZE);
  let fitted = text;
  while (fitted.length > 1 && widthOf(fitted) > width) fitted = fitted.slice(0, -1);
  return fitted;
}

/** Lays out `lines` in one or two columns over as many pages as they take, and where each start landed. */
async function layOut(spec: Spec): Promise<{ pdf: Uint8Array; starts: QuestionProposal[] }> {
  const document = await PDFDocument.create();
  const fonts = { latin: await document.embedFont(StandardFonts.Helvetica) };
  const columnWidth = (PAGE.width - 2 * MARGIN.side - (spec.columns - 1) * GUTTER) / spec.columns;
  const starts: QuestionProposal[] = [];
  let page = document.addPage([PAGE.width, PAGE.height]);
  let pageNumber = 1;
  let column = 0;
  let y = PAGE.height - MARGIN.top;
  let drawn = 0;
  const footer = () =>
    draw(document, page, fonts, `- ${pageNumber} -`, { x: PAGE.width / 2 - 10, y: 30 }, `F${drawn++}`);
  for (const line of examLines(spec)) {
    y -= line.gapBefore ?? 0;
    if (y < MARGIN.bottom) {
      column += 1;
      y = PAGE.height - MARGIN.top;
      if (column >= spec.columns) {
        footer();
        page = document.addPage([PAGE.width, PAGE.height]);
        pageNumber += 1;
        column = 0;
      }
    }
    const x = MARGIN.side + column * (columnWidth + GUTTER) + (line.indent ?? 0) * PAGE.width;
    const text = fit(line.text, MARGIN.side + (column + 1) * columnWidth + column * GUTTER - x, fonts);
    draw(document, page, fonts, text, { x, y }, `F${drawn++}`);
    if (line.start)
      starts.push({ page: pageNumber, top: (PAGE.height - y - SIZE) / PAGE.height, name: line.start });
    y -= LEADING;
  }
  footer();
  return { pdf: await document.save(), starts };
}

const SPECS: readonly (Spec & { kind: ExamKind })[] = [
  {
    kind: 'zh-one-column',
    name: 'zh-dot',
    language: 'zh',
    columns: 1,
    numbering: 'dot',
    questions: 12,
    instructions: true,
  },
  {
    kind: 'zh-one-column',
    name: 'zh-di-numbered-parts',
    language: 'zh',
    columns: 1,
    numbering: 'di',
    questions: 8,
    parts: { every: 2, kind: 'numbers' },
  },
  {
    kind: 'zh-one-column',
    name: 'zh-cn-letter-parts',
    language: 'zh',
    columns: 1,
    numbering: 'cn',
    questions: 10,
    parts: { every: 3, kind: 'letters' },
  },
  {
    kind: 'zh-one-column',
    name: 'zh-paren-options',
    language: 'zh',
    columns: 1,
    numbering: 'paren',
    questions: 15,
    options: true,
  },
  {
    kind: 'zh-two-columns',
    name: 'zh-two-dot',
    language: 'zh',
    columns: 2,
    numbering: 'dot',
    questions: 20,
    instructions: true,
  },
  {
    kind: 'zh-two-columns',
    name: 'zh-two-cn',
    language: 'zh',
    columns: 2,
    numbering: 'cn',
    questions: 14,
    parts: { every: 2, kind: 'numbers' },
  },
  {
    kind: 'en-one-column',
    name: 'en-dot-parts',
    language: 'en',
    columns: 1,
    numbering: 'dot',
    questions: 10,
    parts: { every: 2, kind: 'letters' },
    instructions: true,
  },
  {
    kind: 'en-one-column',
    name: 'en-problem',
    language: 'en',
    columns: 1,
    numbering: 'problem',
    questions: 6,
    parts: { every: 1, kind: 'letters' },
  },
  {
    kind: 'en-one-column',
    name: 'en-q-options',
    language: 'en',
    columns: 1,
    numbering: 'q',
    questions: 12,
    options: true,
  },
  {
    kind: 'en-two-columns',
    name: 'en-two-closing',
    language: 'en',
    columns: 2,
    numbering: 'closing',
    questions: 18,
    instructions: true,
  },
  {
    kind: 'en-two-columns',
    name: 'en-two-dot-parts',
    language: 'en',
    columns: 2,
    numbering: 'dot',
    questions: 12,
    parts: { every: 3, kind: 'letters' },
  },
];

/** Every exam of the reference set, generated afresh (the same every time). */
export async function referenceExams(): Promise<ReferenceExam[]> {
  return Promise.all(
    SPECS.map(async (spec) => ({ name: spec.name, kind: spec.kind, ...(await layOut(spec)) })),
  );
}

/** The English exams that are also read as scans: small, as OCR takes seconds a page. */
export const SCANNED_EXAMS: readonly string[] = ['en-dot-parts', 'en-two-closing'];

export type Score = { starts: number; found: number; proposals: number; falseProposals: number };

/** How well `proposals` match `starts`: true starts found, and proposals near no true start. */
export function score(starts: readonly QuestionProposal[], proposals: readonly QuestionProposal[]): Score {
  const near = (a: QuestionProposal, b: QuestionProposal) =>
    a.page === b.page && Math.abs(a.top - b.top) <= NEAR_START;
  return {
    starts: starts.length,
    found: starts.filter((start) => proposals.some((proposal) => near(start, proposal))).length,
    proposals: proposals.length,
    falseProposals: proposals.filter((proposal) => !starts.some((start) => near(start, proposal))).length,
  };
}

/**
 * The exam as a scanner would give it: each page drawn as the OCR draws it (300 dpi) and wrapped, as a picture
 * filling a page of the same size, in a PDF with no text layer.
 */
export async function asScan(pdf: Uint8Array): Promise<Uint8Array> {
  const source = await openPdf(pdf);
  const scan = await PDFDocument.create();
  try {
    for (let number = 1; number <= source.numPages; number += 1) {
      const picture = await scan.embedPng((await renderPage(source, number)).png);
      scan.addPage([PAGE.width, PAGE.height]).drawImage(picture, { x: 0, y: 0, ...PAGE });
    }
  } finally {
    await source.destroy();
  }
  return scan.save();
}
