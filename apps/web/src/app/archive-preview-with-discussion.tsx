import { Center, Loader } from '@mantine/core';
import { LoadError } from '@pastexam/ui/archives';
import { Suspense } from 'react';
import {
  ArchivePreview,
  type ArchivePreviewProps,
} from '../features/archives/components/archive-preview.tsx';
import { ArchiveQuestions } from '../features/questions/archive-questions.tsx';
import { lazyComponent } from '../lib/lazy-component.ts';

// The discussion is a chunk of its own, fetched when a preview shows it (product §4.10): the archive page's first
// load does not carry it.
const Discussion = lazyComponent(
  () => import('../features/discussion/archive-discussion.tsx').then((module) => module.ArchiveDiscussion),
  () => <LoadError message="無法載入討論，請重新整理頁面後再試" />,
);

/** An archive's preview with its questions on the file and its discussion beside it, wherever a preview opens. */
export function ArchivePreviewWithDiscussion(props: ArchivePreviewProps) {
  return (
    <ArchivePreview
      {...props}
      questions={(archive, viewer) => (
        <ArchiveQuestions key={archive.id} archiveId={archive.id}>
          {viewer}
        </ArchiveQuestions>
      )}
      discussion={(archive, courseId) => (
        <Suspense
          fallback={
            <Center py="xl" role="status">
              <Loader size="sm" aria-label="正在載入討論" />
            </Center>
          }
        >
          <Discussion.Component key={archive.id} archiveId={archive.id} courseId={courseId} />
        </Suspense>
      )}
    />
  );
}
