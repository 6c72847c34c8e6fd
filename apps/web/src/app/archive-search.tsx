import type { SearchHit } from '@pastexam/api-contract';
import { useState } from 'react';
import type { SearchPanelProps } from '../features/archives/components/archive-page.tsx';
import { useArchiveDownload } from '../features/archives/hooks/use-archive-download.ts';
import { SearchView } from '../features/search/search-view.tsx';
import { ArchivePreviewWithDiscussion } from './archive-preview-with-discussion.tsx';

/**
 * The archive page's main area while a search is in the address (product §4.9): the hits and their filters, and
 * the preview of an opened hit at its question (else its page) with the query's words marked.
 */
export function ArchiveSearch({ search }: SearchPanelProps) {
  const [opened, setOpened] = useState<SearchHit | null>(null);
  const { downloadingId, download } = useArchiveDownload();
  return (
    <>
      <SearchView search={search} onOpen={setOpened} />
      {opened && (
        <ArchivePreviewWithDiscussion
          archive={opened.archive}
          course={{ id: opened.archive.course_id, name: opened.archive.course_name }}
          initialPage={opened.page}
          question={opened.question?.id}
          highlight={search.q}
          onClose={() => setOpened(null)}
          onDownload={(archive) => void download(opened.archive.course_id, archive)}
          downloading={downloadingId === opened.archive.id}
        />
      )}
    </>
  );
}
