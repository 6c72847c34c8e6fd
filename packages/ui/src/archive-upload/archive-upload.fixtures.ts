import type { UploadDraft } from './archive-upload-dialog.tsx';

/** A tiny but well-formed one-page PDF, so previews have something real to show. */
export function samplePdf(name = '112-期中考.pdf', extraBytes = 0): File {
  const body =
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';
  return new File([body, new Uint8Array(extraBytes)], name, { type: 'application/pdf' });
}

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
