import { getEnv } from '../../../lib/env.ts';

/** Where the viewer reads an archive's PDF: the inline endpoint, which answers Range requests. */
export function archiveFileUrl(courseId: number, archiveId: number): string {
  const base = getEnv().apiBase.replace(/\/+$/, '');
  return new URL(`${base}/courses/${courseId}/archives/${archiveId}/file`, window.location.href).toString();
}
