import { Center, Loader } from '@mantine/core';
import { LoadError } from '@pastexam/ui/archives';
import { Suspense } from 'react';
import {
  ArchivePreview,
  type ArchivePreviewProps,
} from '../features/archives/components/archive-preview.tsx';
import type { ArchiveQuestionsProps } from '../features/questions/archive-questions.tsx';
import { lazyComponent } from '../lib/lazy-component.ts';

// The discussion is a chunk of its own, fetched when a preview shows it (product §4.10): the archive page's first
// load does not carry it.
const Discussion = lazyComponent(
  () => import('../features/discussion/archive-discussion.tsx').then((module) => module.ArchiveDiscussion),
  () => <LoadError message="無法載入討論，請重新整理頁面後再試" />,
);

// The answers likewise (product §4.12): their cards, editor, Markdown renderer and each question's 收藏, 請 AI 試答
// and 檢舉 come with the first preview.
const Answers = lazyComponent(
  () => import('./archive-answers-with-controls.tsx').then((module) => module.ArchiveAnswersWithControls),
  () => <LoadError message="無法載入解答，請重新整理頁面後再試" />,
);

// The questions on the viewer are a chunk of their own too, fetched when a preview opens (product §4.11); should it
// not arrive, the file is shown without them.
const Questions = lazyComponent<ArchiveQuestionsProps>(
  () => import('../features/questions/archive-questions.tsx').then((module) => module.ArchiveQuestions),
  ({ children }) => children(),
);

/** What shows while a part of the preview is fetched. */
function Loading({ label }: { label: string }) {
  return (
    <Center py="xl" role="status">
      <Loader size="sm" aria-label={label} />
    </Center>
  );
}

/**
 * An archive's preview with its questions on the file, and its answers and discussion beside it, wherever a
 * preview opens; the discussion's references to questions scroll the file.
 */
export function ArchivePreviewWithDiscussion(props: ArchivePreviewProps) {
  return (
    <ArchivePreview
      {...props}
      questions={(archive, viewer) => (
        <Suspense fallback={<Loading label="正在載入題目" />}>
          <Questions.Component key={archive.id} archiveId={archive.id}>
            {viewer}
          </Questions.Component>
        </Suspense>
      )}
      answers={(archive, link) => (
        <Suspense fallback={<Loading label="正在載入解答" />}>
          <Answers.Component key={archive.id} archiveId={archive.id} link={link} />
        </Suspense>
      )}
      discussion={(archive, questions) => (
        <Suspense fallback={<Loading label="正在載入討論" />}>
          <Discussion.Component
            key={archive.id}
            archiveId={archive.id}
            questionLinking={{ questions: questions.list, onOpen: questions.open }}
          />
        </Suspense>
      )}
    />
  );
}
