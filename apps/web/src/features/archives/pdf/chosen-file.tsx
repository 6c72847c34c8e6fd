import type { PdfProblem } from '@pastexam/api-contract';
import { useMemo } from 'react';
import { LazyPdfViewer } from './lazy-pdf-viewer.tsx';

/** Opens a chosen file with pdf.js, fetched in its own chunk on the first call (see read-pdf.ts). */
export function readChosenPdf(bytes: Uint8Array): Promise<PdfProblem | null> {
  return import('./read-pdf.ts').then((module) => module.pdfOpenProblem(bytes));
}

/** A file the user chose, drawn from memory by the app's viewer: nothing is sent. */
export function ChosenFilePreview({ file }: { /** The chosen file. Required. */ file: File }) {
  const source = useMemo(() => ({ load: async () => file }), [file]);
  return <LazyPdfViewer source={source} />;
}
