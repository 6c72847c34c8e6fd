import { type PdfProblem, pdfBytesProblem, pdfProblemMessages } from '@pastexam/api-contract';
import { useEffect, useState } from 'react';
import { checkPdfFile } from './upload-draft.ts';

/**
 * Reads a file's bytes as a PDF reader would, resolving with what it found wrong or null; a rejection means no
 * verdict (the reader could not run), and the server still checks the file.
 */
export type ReadPdf = (bytes: Uint8Array) => Promise<PdfProblem | null>;

/** The chosen file and what the checks found: still checking, a zh-TW refusal, or null when it may be sent. */
export type CheckedFile = { file: File; checking: boolean; problem: string | null };

/**
 * Everything the browser can check before sending, in the server's words: name, type and size at once, then the
 * bytes (header, end marker, encryption) and finally whether `readPdf` can open them.
 */
async function contentProblem(file: File, readPdf: ReadPdf | undefined): Promise<string | null> {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    // The file was moved or deleted after it was chosen.
    return '無法讀取這個檔案，請重新選擇';
  }
  const problem = pdfBytesProblem(bytes) ?? (await readPdf?.(bytes).catch(() => null)) ?? null;
  return problem === null ? null : pdfProblemMessages[problem];
}

function quickCheck(file: File, maxBytes: number | null): CheckedFile {
  const problem = checkPdfFile(file, maxBytes);
  return { file, checking: problem === null, problem };
}

/**
 * The wizard's file, checked as soon as it is chosen. A quick refusal shows at once; the content check follows,
 * and only the latest choice's verdict counts.
 */
export function useCheckedFile(
  initial: File | null,
  maxBytes: number | null,
  readPdf: ReadPdf | undefined,
): [CheckedFile | null, (file: File | null) => void] {
  const [checked, setChecked] = useState(() => initial && quickCheck(initial, maxBytes));

  useEffect(() => {
    if (!checked?.checking) return;
    let current = true;
    void contentProblem(checked.file, readPdf).then((problem) => {
      if (current) setChecked({ file: checked.file, checking: false, problem });
    });
    return () => {
      current = false;
    };
  }, [checked, readPdf]);

  return [checked, (file) => setChecked(file && quickCheck(file, maxBytes))];
}
