import { useT } from '@pastexam/ui/i18n';
import { archivesMessages } from '@pastexam/ui/messages/archives';
import type { ArchivePanels } from '../features/archives/components/archive-page.tsx';
import type { ArchivePreviewProps } from '../features/archives/components/archive-preview.tsx';
import { ChunkUnavailable } from '../lib/chunk-unavailable.tsx';
import { DialogUnavailable, lazyComponent } from '../lib/lazy-component.ts';

/** What shows in place of the search inside exams when its code could not be fetched. */
function SearchUnavailable() {
  return <ChunkUnavailable message={useT(archivesMessages)('archives.searchUnavailable')} />;
}

/** The archive page's panels from other features, each a chunk of its own. */
export const archivePanels: ArchivePanels = {
  // The preview dialog, with the archive's discussion, is fetched once the page is idle: the list comes first.
  Preview: lazyComponent(
    () =>
      import('./archive-preview-with-discussion.tsx').then((module) => module.ArchivePreviewWithDiscussion),
    ({ archive, onClose }: ArchivePreviewProps) => (
      <DialogUnavailable opened={archive !== null} onClose={onClose} />
    ),
  ),
  // A search inside the exams is fetched when one is first asked for.
  Search: lazyComponent(
    () => import('./archive-search.tsx').then((module) => module.ArchiveSearch),
    SearchUnavailable,
  ),
};
