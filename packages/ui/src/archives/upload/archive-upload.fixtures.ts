import type { UploadDraft } from './archive-upload-dialog.tsx';

/**
 * A tiny but well-formed one-page PDF, so previews have something real to show; `extraBytes` of padding inside
 * it reach a size while it still ends as a PDF must.
 */
export function samplePdf(name = '112-期中考.pdf', extraBytes = 0): File {
  const objects =
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n';
  const trailer = 'trailer<</Root 1 0 R>>\n%%EOF\n';
  return new File([objects, new Uint8Array(extraBytes), trailer], name, { type: 'application/pdf' });
}

/** A text file renamed to .pdf: its name passes, its bytes do not. */
export const renamedTextFile = (): File =>
  new File(['這不是 PDF，只是改了副檔名的文字檔'], 'notes.pdf', { type: 'application/pdf' });

/** Values that pass every step, to start the wizard further along. */
export function filledDraft(step: UploadDraft['step'], file: File | null = samplePdf()): UploadDraft {
  return {
    step,
    course: { mode: 'existing', category: 'sophomore', courseId: 3, newName: '' },
    exam: {
      professor: '王大明',
      academic_year: '112',
      archive_type: 'midterm',
      name: '第一次期中考',
      has_answers: true,
    },
    file,
  };
}
