import { Center, Loader } from '@mantine/core';
import { LoadError } from '@pastexam/ui/archives';
import { Suspense } from 'react';
import {
  ArchivePreview,
  type ArchivePreviewProps,
} from '../features/archives/components/archive-preview.tsx';
import { lazyComponent } from '../lib/lazy-component.ts';

// The discussion is a chunk of its own, fetched when a preview shows it (product §4.10): the archive page's first
// load does not carry it.
const Discussion = lazyComponent(
  () => import('../features/discussion/archive-discussion.tsx').then((module) => module.ArchiveDiscussion),
  () => <LoadError message="無法載入討論，請重新整理頁面後再試" />,
);

/** An archive's preview with its discussion beside the file, its references to questions scrolling the file. */
export function ArchivePreviewWithDiscussion(props: ArchivePreviewProps) {
  return (
    <ArchivePreview
      {...props}
      discussion={(archive, courseId, questions) => (
        <Suspense
          fallback={
            <Center py="xl" role="status">
              <Loader size="sm" aria-label="正在載入討論" />
            </Center>
          }
        >
          <Discussion.Component
            key={archive.id}
            archiveId={archive.id}
            courseId={courseId}
            questionLinking={{ questions: questions.list, onOpen: questions.open }}
          />
        </Suspense>
      )}
    />
  );
}
