import type { PracticeQuestion } from '@pastexam/api-contract';
import { lazy, Suspense, useMemo } from 'react';
import { RegionImage } from '../features/answers/components/region-image.tsx';
import { PracticeAttemptPage } from '../features/practice/components/practice-attempt-page.tsx';
import { createViewerLink } from '../lib/viewer-link.ts';

// pdf.js is large: fetched only when a practice's questions are drawn.
const RegionDrawer = lazy(() =>
  import('../features/archives/pdf/region-drawer.tsx').then((module) => ({ default: module.RegionDrawer })),
);

/** A 模擬考 whose questions are drawn from the archive's PDF, as the preview's answers draw them. */
export function PracticeWithRegions({ archiveId, attemptId }: { archiveId: number; attemptId: number }) {
  const link = useMemo(createViewerLink, []);
  return (
    <PracticeAttemptPage
      archiveId={archiveId}
      attemptId={attemptId}
      renderFile={(courseId) => (
        <Suspense fallback={null}>
          <RegionDrawer courseId={courseId} archiveId={archiveId} link={link} />
        </Suspense>
      )}
      renderQuestion={(question: PracticeQuestion) => {
        const { page, top, end_page, end_top } = question.region;
        return (
          <RegionImage
            link={link}
            region={{ from: { page, top }, to: { page: end_page, top: end_top } }}
            label={`${question.name}的題目`}
          />
        );
      }}
    />
  );
}
