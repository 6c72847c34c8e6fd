import type { ArchiveUsed, ExamSource } from '@pastexam/api-contract';
import { useT } from '@pastexam/ui/i18n';
import { archivesMessages } from '@pastexam/ui/messages/archives';
import { toast } from '@pastexam/ui/toast';
import { type ReactNode, Suspense, useState } from 'react';
import { track } from '../lib/analytics.ts';
import { DialogUnavailable, lazyComponent } from '../lib/lazy-component.ts';
import type { ShownSource, SourcePreviewDialogProps } from './source-preview-dialog.tsx';

// The preview and its download are a chunk of their own, fetched when a source is first opened: the shell that
// offers it is on every page.
const SourcePreviewDialog = lazyComponent(
  () => import('./source-preview-dialog.tsx').then((module) => module.SourcePreviewDialog),
  ({ onClose }: SourcePreviewDialogProps) => <DialogUnavailable opened onClose={onClose} />,
);

/**
 * A mock exam's source chip opens the past exam it cites in the archive preview, at the cited page (product
 * §6.14). `element` is the preview, for the caller to render; `onClosed` runs when the student closes it.
 */
export function useExamSourcePreview(onClosed?: () => void): {
  open: (source: ExamSource, archive: ArchiveUsed) => void;
  element: ReactNode;
} {
  const [shown, setShown] = useState<ShownSource | null>(null);
  const t = useT(archivesMessages);

  function open(source: ExamSource, archive: ArchiveUsed) {
    if (archive.course_id === null) {
      toast.error(t('archives.sourceUnavailable'), t('archives.sourceCourseMissing'));
      return;
    }
    setShown({ archive, courseId: archive.course_id, page: source.page ?? 1 });
    track('archive-view', { course_id: archive.course_id, archive_id: archive.id });
  }

  const element = shown && (
    <Suspense fallback={null}>
      <SourcePreviewDialog.Component
        shown={shown}
        onClose={() => {
          setShown(null);
          onClosed?.();
        }}
      />
    </Suspense>
  );
  return { open, element };
}
