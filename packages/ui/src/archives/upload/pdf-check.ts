import { type PdfProblem, pdfBytesProblem, pdfProblemMessages } from '@pastexam/api-contract';
import { useEffect, useState } from 'react';
import { archivesMessages } from '../../i18n/compiled/archives.catalogue.ts';
import type { Translate } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/locale-provider.tsx';
import type { MessageId } from '../../i18n/messages/archives.zh-TW.ts';
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
async function contentProblem(
  file: File,
  readPdf: ReadPdf | undefined,
  t: Translate<MessageId>,
): Promise<string | null> {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    // The file was moved or deleted after it was chosen.
    return t('archives.unreadable');
  }
  const problem = pdfBytesProblem(bytes) ?? (await readPdf?.(bytes).catch(() => null)) ?? null;
  return problem === null ? null : pdfProblemMessages[problem];
}

function quickCheck(file: File, maxBytes: number | null, t: Translate<MessageId>): CheckedFile {
  const problem = checkPdfFile(file, maxBytes, t);
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
  const t = useT(archivesMessages);
  const [checked, setChecked] = useState(() => initial && quickCheck(initial, maxBytes, t));

  useEffect(() => {
    if (!checked?.checking) return;
    let current = true;
    void contentProblem(checked.file, readPdf, t).then((problem) => {
      if (current) setChecked({ file: checked.file, checking: false, problem });
    });
    return () => {
      current = false;
    };
  }, [checked, readPdf, t]);

  return [checked, (file) => setChecked(file && quickCheck(file, maxBytes, t))];
}
