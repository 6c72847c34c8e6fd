// `pnpm bench` (questions): how well the product finds where an exam's questions start. The reference set
// (src/test-support/question-exams.ts: generated exams in Chinese and English, one and two columns, whose
// starts are known) is read as the product reads it: text layers by pdf.js on its text thread, and a few of the
// English exams, drawn as scans, by the OCR (pdf.js draws each page, Tesseract reads it). Prints, per kind, the
// share of true starts with a proposal within 3% of the page's height (target ≥ 90%) and the share of proposals
// near no true start (target ≤ 10%); asserts nothing.
import { detectQuestions, type LinedPage } from '../src/questions/detect.ts';
import { openPageRenderer } from '../src/search/extract/render-thread/index.ts';
import { detectTesseract, runTesseract } from '../src/search/extract/tesseract.ts';
import { extractPagesOffThread } from '../src/search/extract/text-thread/index.ts';
import {
  asScan,
  referenceExams,
  SCANNED_EXAMS,
  type Score,
  score,
} from '../src/test-support/question-exams.ts';

const never = new AbortController().signal;
/** A page Tesseract has not read in this time is given up, as the product gives it up. */
const OCR_PAGE_TIMEOUT_MS = 3 * 60_000;

/** Every page of a scan read by OCR, as the product's OCR job reads it. */
async function ocrPages(pdf: Uint8Array): Promise<LinedPage[]> {
  const renderer = await openPageRenderer(pdf, never);
  try {
    const pages: LinedPage[] = [];
    for (let page = 1; page <= renderer.pages; page += 1) {
      const picture = await renderer.render(page);
      const { lines } = await runTesseract(picture.png, picture.dpi, never, {
        timeoutMs: OCR_PAGE_TIMEOUT_MS,
      });
      pages.push({ page, lines });
    }
    return pages;
  } finally {
    await renderer.close();
  }
}

const totals = new Map<string, Score & { exams: number }>();
function add(kind: string, result: Score) {
  const total = totals.get(kind) ?? { exams: 0, starts: 0, found: 0, proposals: 0, falseProposals: 0 };
  totals.set(kind, {
    exams: total.exams + 1,
    starts: total.starts + result.starts,
    found: total.found + result.found,
    proposals: total.proposals + result.proposals,
    falseProposals: total.falseProposals + result.falseProposals,
  });
}

const percent = (part: number, whole: number) =>
  whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)}%`;

async function main() {
  const exams = await referenceExams();
  const started = performance.now();
  for (const exam of exams) {
    add(exam.kind, score(exam.starts, detectQuestions(await extractPagesOffThread(exam.pdf, never))));
  }
  const textSeconds = (performance.now() - started) / 1000;
  const ocr = await detectTesseract();
  let scanSeconds = 0;
  if (ocr) {
    const scanStarted = performance.now();
    for (const exam of exams.filter((one) => SCANNED_EXAMS.includes(one.name))) {
      add('en-scan', score(exam.starts, detectQuestions(await ocrPages(await asScan(exam.pdf)))));
    }
    scanSeconds = (performance.now() - scanStarted) / 1000;
  }
  console.log('\nQuestion starts found (within 3% of the page height; targets: found ≥ 90%, false ≤ 10%)');
  console.log('  kind             exams  starts  found    proposals  false');
  let all: Score = { starts: 0, found: 0, proposals: 0, falseProposals: 0 };
  for (const [kind, total] of totals) {
    all = {
      starts: all.starts + total.starts,
      found: all.found + total.found,
      proposals: all.proposals + total.proposals,
      falseProposals: all.falseProposals + total.falseProposals,
    };
    console.log(
      `  ${kind.padEnd(16)} ${String(total.exams).padStart(5)}  ${String(total.starts).padStart(6)}  ${percent(total.found, total.starts).padStart(6)}  ${String(total.proposals).padStart(9)}  ${percent(total.falseProposals, total.proposals).padStart(6)}`,
    );
  }
  console.log(
    `  ${'all'.padEnd(16)} ${''.padStart(5)}  ${String(all.starts).padStart(6)}  ${percent(all.found, all.starts).padStart(6)}  ${String(all.proposals).padStart(9)}  ${percent(all.falseProposals, all.proposals).padStart(6)}`,
  );
  console.log(
    `  read in ${textSeconds.toFixed(1)} s (text layers)${ocr ? `, ${scanSeconds.toFixed(1)} s (scans by OCR)` : '; scans skipped: no Tesseract with chi_tra and eng'}`,
  );
}

await main();
// The text thread stays warm for the next file; the benchmark has no next file.
process.exit(0);
