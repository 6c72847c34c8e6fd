import { asMultiLineText } from '@pastexam/api-contract';
import { openPdfDocument } from './open-document.ts';

/** Pages read: an exam's first pages say which exam it is. */
const PAGES_READ = 5;

/**
 * The text layer of a chosen PDF's first pages, at most `maxCharacters`, for the upload's duplicate check; empty
 * for a scan. Throws when pdf.js cannot read the file (the check then goes by the file's hash alone).
 */
export async function readPdfText(bytes: Uint8Array, maxCharacters: number): Promise<string> {
  const task = openPdfDocument(bytes);
  try {
    const document = await task.promise;
    const pages: string[] = [];
    for (let number = 1; number <= Math.min(document.numPages, PAGES_READ); number += 1) {
      const content = await (await document.getPage(number)).getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    }
    return asMultiLineText(pages.join('\n')).slice(0, maxCharacters);
  } finally {
    await task.destroy();
  }
}
