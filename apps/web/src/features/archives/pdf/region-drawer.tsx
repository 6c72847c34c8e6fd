import { useEffect, useMemo } from 'react';
import { errorStatus } from '../../../lib/api-client.ts';
import { useServices } from '../../../lib/services.tsx';
import type { ViewerLink } from '../../../lib/viewer-link.ts';
import { getArchiveFile } from '../api/archive-file.ts';
import { regionDrawing } from './draw-region.ts';
import type { PdfViewerTranslate } from './pdf-source.ts';
import { usePdfDocument } from './use-pdf-document.ts';

export type RegionDrawerProps = { courseId: number; archiveId: number; link: ViewerLink };

/**
 * Opens the archive's file without showing it and lets `link` draw its regions, for a page that shows its
 * questions one by one (模擬考) rather than the whole file.
 */
export function RegionDrawer({ courseId, archiveId, link }: RegionDrawerProps) {
  const { api } = useServices();
  const source = useMemo(
    () => ({
      load: (signal: AbortSignal) => getArchiveFile(api, { courseId, archiveId }, signal),
      describeFailure: (error: unknown, t: PdfViewerTranslate) =>
        errorStatus(error) === 404 ? t('pdf-viewer.archiveGone') : undefined,
    }),
    [api, courseId, archiveId],
  );
  const state = usePdfDocument(source);
  const ready = state.status === 'ready' ? state : null;
  useEffect(() => {
    if (!ready) return;
    link.setDrawRegion(regionDrawing(ready.document, ready.sizes));
    return () => link.setDrawRegion(null);
  }, [link, ready]);
  return null;
}
