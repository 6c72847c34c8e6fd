import { type ArchiveDuplicateQuery, MAX_DUPLICATE_TEXT, routes } from '@pastexam/api-contract';
import type { UploadSource } from '@pastexam/ui/archives/upload';
import { useMutation } from '@tanstack/react-query';
import { useServices } from '../../../../lib/services.tsx';

const hex = (digest: ArrayBuffer) =>
  Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * What the duplicate check is told of a chosen exam (the server's `contentHash`): the SHA-256 of the PDF, or of
 * the photos' bytes one after another in page order; and a PDF's text, when pdf.js (fetched here, as the
 * wizard's check fetched it) can read it.
 */
async function describeSource(source: UploadSource): Promise<ArchiveDuplicateQuery> {
  const files = 'file' in source ? [source.file] : source.images;
  const bytes = new Uint8Array(await new Blob(files).arrayBuffer());
  const sha256 = hex(await crypto.subtle.digest('SHA-256', bytes));
  if (!('file' in source)) return { sha256 };
  const text = await import('../../pdf/read-pdf-text.ts')
    // pdf.js takes the bytes it is given; the hash was taken first.
    .then(({ readPdfText }) => readPdfText(bytes, MAX_DUPLICATE_TEXT))
    .catch(() => '');
  return text.trim() ? { sha256, text } : { sha256 };
}

/**
 * POST /courses/{id}/archives/duplicates for a chosen exam: the course's archives it may already be (product
 * §5.2). Nothing is changed, so no list is refreshed.
 */
export function useArchiveDuplicates() {
  const { api } = useServices();
  return useMutation({
    mutationFn: async ({ courseId, source }: { courseId: number; source: UploadSource }) =>
      api.call(routes.courses.findArchiveDuplicates, {
        params: { id: String(courseId) },
        body: await describeSource(source),
      }),
  });
}
