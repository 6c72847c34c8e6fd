import type { ArchiveRow } from '../db/schema.ts';

/** Characters no file system or browser accepts in a file name. */
const unsafeInName = /[\\/:*?"<>|\p{Cc}]+/gu;

/** `{year}_{course}_{professor}_{name}.pdf`, with characters that cannot be in a file name replaced. */
export function downloadFileName(archive: ArchiveRow, courseName: string): string {
  const parts = [String(archive.academicYear), courseName, archive.professor, archive.name];
  return `${parts.map((part) => part.replace(unsafeInName, '_').trim()).join('_')}.pdf`;
}

/** RFC 5987 percent-encoding: encodeURIComponent leaves a few characters the header syntax does not allow. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * A Content-Disposition value carrying the Chinese name as `filename*` (RFC 6266), with an ASCII-only
 * `filename` for the rare client that does not read `filename*`.
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const asciiStem = fileName
    .replace(/\.pdf$/, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '');
  const fallback = /[A-Za-z]/.test(asciiStem) ? `${asciiStem}.pdf` : 'archive.pdf';
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}
