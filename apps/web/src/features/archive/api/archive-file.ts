import { apiUrl } from '../../../lib/env.ts';

/** Where the viewer reads an archive's PDF: the inline endpoint, which answers Range requests. */
export function archiveFileUrl(courseId: number, archiveId: number): string {
  return new URL(apiUrl(`courses/${courseId}/archives/${archiveId}/file`), window.location.href).toString();
}
