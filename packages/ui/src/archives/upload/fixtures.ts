import type { UploadDraft } from './archive-upload-dialog.tsx';
import { chooseImages, rotateImage } from './chosen-images.ts';
import type { FoundDuplicate } from './duplicate-warning.tsx';

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

/** A photo of a page as a phone saves it: a JPEG's first bytes are enough for the browser's checks. */
export const samplePhoto = (name: string, bytes = 2044): File =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), new Uint8Array(bytes)], name, { type: 'image/jpeg' });

/** Photos of an exam's pages chosen in the wizard, the second turned by the uploader. */
export function photosDraft(step: UploadDraft['step'], count = 3): UploadDraft {
  const images = chooseImages(Array.from({ length: count }, (_, at) => samplePhoto(`IMG_00${41 + at}.jpg`)));
  return { ...filledDraft(step, null), images: rotateImage(images, 1) };
}

/** The course's archives a chosen file may already be: the same file, and one of nearly the same text. */
export const sampleDuplicates: FoundDuplicate[] = [
  {
    archive: {
      id: 12,
      name: '第一次期中考',
      professor: '王大明',
      academic_year: 112,
      archive_type: 'midterm',
    },
    reason: 'same_file',
    similarity: 1,
    href: '/archive?course=3&archive=12',
  },
  {
    archive: {
      id: 15,
      name: '期中考（補考）',
      professor: '王大明',
      academic_year: 112,
      archive_type: 'midterm',
    },
    reason: 'similar_text',
    similarity: 0.8,
    href: '/archive?course=3&archive=15',
  },
];
