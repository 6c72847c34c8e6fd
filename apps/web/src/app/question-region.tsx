import type { QuestionRegion } from '@pastexam/api-contract';
import { lazy, Suspense, useMemo } from 'react';
import { RegionImage } from '../features/answers/components/region-image.tsx';
import type { RegionDrawerProps } from '../features/archives/pdf/region-drawer.tsx';
import { createViewerLink, type ViewerLink } from '../lib/viewer-link.ts';

// pdf.js is large: fetched only when a page draws questions one by one (模擬考, 複習).
const LazyRegionDrawer = lazy(() =>
  import('../features/archives/pdf/region-drawer.tsx').then((module) => ({ default: module.RegionDrawer })),
);

/** Opens the archive's file without showing it, so that `link` draws its questions' regions. */
export function RegionDrawer(props: RegionDrawerProps) {
  return (
    <Suspense fallback={null}>
      <LazyRegionDrawer {...props} />
    </Suspense>
  );
}

/** A question's region, as the API gives it, drawn through `link` once its file is open. */
export function QuestionRegionImage({
  link,
  region,
  label,
}: {
  link: ViewerLink;
  region: QuestionRegion;
  label: string;
}) {
  const { page, top, end_page, end_top } = region;
  return (
    <RegionImage
      link={link}
      region={{ from: { page, top }, to: { page: end_page, top: end_top } }}
      label={label}
    />
  );
}

/** One question of an archive drawn on its own, its file opened for it alone (a review card's front). */
export function ArchiveQuestionRegion({
  courseId,
  archiveId,
  region,
  label,
}: {
  courseId: number;
  archiveId: number;
  region: QuestionRegion;
  label: string;
}) {
  const link = useMemo(createViewerLink, []);
  return (
    <>
      <RegionDrawer courseId={courseId} archiveId={archiveId} link={link} />
      <QuestionRegionImage link={link} region={region} label={label} />
    </>
  );
}
