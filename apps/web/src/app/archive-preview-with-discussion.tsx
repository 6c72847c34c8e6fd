import { Center, Loader } from '@mantine/core';
import { LoadError } from '@pastexam/ui/archives';
import { useT } from '@pastexam/ui/i18n';
import { archivesMessages } from '@pastexam/ui/messages/archives';
import { Suspense } from 'react';
import {
  ArchivePreview,
  type ArchivePreviewProps,
} from '../features/archives/components/archive-preview.tsx';
import type { ArchiveQuestionsProps } from '../features/questions/archive-questions.tsx';
import { lazyComponent } from '../lib/lazy-component.ts';

/** What shows in place of a part whose code could not be fetched. */
function Unavailable({ id }: { id: 'archives.discussionUnavailable' | 'archives.answersUnavailable' }) {
  return <LoadError message={useT(archivesMessages)(id)} />;
}

// The discussion is a chunk of its own, fetched when a preview shows it (product §4.10): the archive page's first
// load does not carry it.
const Discussion = lazyComponent(
  () => import('../features/discussion/archive-discussion.tsx').then((module) => module.ArchiveDiscussion),
  () => <Unavailable id="archives.discussionUnavailable" />,
);

// The answers likewise (product §4.12): their cards, editor, Markdown renderer and each question's 收藏, 請 AI 試答
// and 檢舉 come with the first preview.
const Answers = lazyComponent(
  () => import('./archive-answers-with-controls.tsx').then((module) => module.ArchiveAnswersWithControls),
  () => <Unavailable id="archives.answersUnavailable" />,
);

// The questions on the viewer are a chunk of their own too, fetched when a preview opens (product §4.11); should it
// not arrive, the file is shown without them.
const Questions = lazyComponent<ArchiveQuestionsProps>(
  () => import('../features/questions/archive-questions.tsx').then((module) => module.ArchiveQuestions),
  ({ children }) => children(),
);

type LoadingId = 'archives.loadingQuestions' | 'archives.loadingAnswers' | 'archives.loadingDiscussion';

/** What shows while a part of the preview is fetched. */
function Loading({ id }: { id: LoadingId }) {
  return (
    <Center py="xl">
      <Loader role="status" size="sm" aria-label={useT(archivesMessages)(id)} />
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
        <Suspense fallback={<Loading id="archives.loadingQuestions" />}>
          <Questions.Component key={archive.id} archiveId={archive.id}>
            {viewer}
          </Questions.Component>
        </Suspense>
      )}
      answers={(archive, link) => (
        <Suspense fallback={<Loading id="archives.loadingAnswers" />}>
          <Answers.Component key={archive.id} archiveId={archive.id} link={link} />
        </Suspense>
      )}
      discussion={(archive, questions) => (
        <Suspense fallback={<Loading id="archives.loadingDiscussion" />}>
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
