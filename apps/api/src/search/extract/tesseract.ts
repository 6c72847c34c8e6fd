import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import type { Logger } from 'pino';
import { type OcrPage, ocrPageFromTsv } from './lines.ts';

/** The Tesseract languages the exams need: Traditional Chinese and English. */
export const OCR_LANGUAGES = ['chi_tra', 'eng'] as const;

/** What to install where OCR is missing (Debian and Ubuntu package names). */
export const OCR_INSTALL_HINT = 'apt-get install tesseract-ocr tesseract-ocr-chi-tra';

const DEFAULT_COMMAND = 'tesseract';

/**
 * Whether Tesseract can be run here with both languages the exams need (`tesseract --list-langs` names
 * `chi_tra` and `eng`). Runs the command each time it is asked; `command` is the program to run.
 */
export async function detectTesseract(command: string = DEFAULT_COMMAND): Promise<boolean> {
  try {
    const { stdout, stderr } = await promisify(execFile)(command, ['--list-langs'], { timeout: 10_000 });
    // Tesseract 3 listed them on standard error.
    const listed = new Set(`${stdout}\n${stderr}`.split(/\s+/));
    return OCR_LANGUAGES.every((language) => listed.has(language));
  } catch {
    return false;
  }
}

/**
 * Detects Tesseract once, as a server starts: without it this replica reads no scans, and the log says what to
 * install. Scanned pages then wait for a replica that has it.
 */
export async function checkOcrAvailable(logger: Logger, command?: string): Promise<boolean> {
  const available = await detectTesseract(command);
  if (!available) {
    logger.warn(
      { event: 'ocr_unavailable', install: OCR_INSTALL_HINT },
      `OCR is off on this server: Tesseract with ${OCR_LANGUAGES.join(' and ')} was not found; scanned pages wait until a server has it (${OCR_INSTALL_HINT})`,
    );
  }
  return available;
}

export type TesseractOptions = {
  /** The program to run; `tesseract` on the PATH unless given. */
  command?: string;
  /** A page taking longer is given up. */
  timeoutMs: number;
};

/** Tesseract ran but read nothing from this picture: it failed, crashed or took too long. */
export class OcrPageError extends Error {
  override name = 'OcrPageError';
}

/**
 * The text Tesseract reads in a PNG picture of `dpi` dots per inch, in Traditional Chinese and English, with
 * each line's place on the page (its TSV output). The picture goes in on standard input, so nothing is written
 * to disk. Throws OcrPageError when Tesseract fails on
 * it or takes longer than `timeoutMs`; an error of its own when it cannot be started or `signal` aborts.
 */
export function runTesseract(
  png: Uint8Array,
  dpi: number,
  signal: AbortSignal,
  options: TesseractOptions,
): Promise<OcrPage> {
  return new Promise((resolve, reject) => {
    const args = ['stdin', 'stdout', '-l', OCR_LANGUAGES.join('+'), '--dpi', String(dpi), 'tsv'];
    const child = spawn(options.command ?? DEFAULT_COMMAND, args, {
      signal,
      timeout: options.timeoutMs,
      killSignal: 'SIGKILL',
      // One core per page: a replica serves requests besides, and OpenMP's threads gain little here.
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString('utf8')).slice(-2000);
    });
    // It may exit before reading the whole picture; that shows as its exit status, not here.
    child.stdin.on('error', () => undefined);
    // Not started (no such program), or stopped through `signal`.
    child.on('error', (error) => reject(signal.aborted ? signal.reason : error));
    child.on('close', (code, killedBy) => {
      if (signal.aborted) reject(signal.reason);
      else if (code === 0) resolve(ocrPageFromTsv(Buffer.concat(out).toString('utf8')));
      else if (killedBy)
        reject(new OcrPageError(`tesseract stopped by ${killedBy} (time limit ${options.timeoutMs} ms)`));
      else reject(new OcrPageError(`tesseract exited with ${code}: ${errors.trim()}`));
    });
    child.stdin.end(png);
  });
}
