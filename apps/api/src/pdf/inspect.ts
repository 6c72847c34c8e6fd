import { loadPdf } from './load.ts';

/** Checks that `bytes` are a PDF the archive accepts (see loadPdf) and counts its pages. Throws PdfError. */
export async function inspectPdf(bytes: Uint8Array): Promise<{ pageCount: number }> {
  const { pageCount } = await loadPdf(bytes);
  return { pageCount };
}
