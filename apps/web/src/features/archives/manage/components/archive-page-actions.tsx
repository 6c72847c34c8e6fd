import type { Archive } from '@pastexam/api-contract';
import type { ArchivePageActions } from '../../components/archive-page.tsx';
import { ArchiveActions } from './archive-actions.tsx';
import { UploadArchiveButton, type UploadRequest } from './upload-archive-button.tsx';

export { ArchiveManager } from './archive-manager.tsx';
export type { UploadRequest } from './upload-archive-button.tsx';

/**
 * The archive page's header action: 上傳考古題, showing the upload's course once it is in; `request` opens it
 * filled in (a wish's 我有這份).
 */
export function renderUploadAction(page: ArchivePageActions, request: UploadRequest | null = null) {
  return (
    <UploadArchiveButton
      selectedCourseId={page.selectedCourseId}
      onUploaded={page.showCourse}
      request={request}
    />
  );
}

/** Each archive row's edit and delete buttons, for those allowed; the page needs an ArchiveManager around it. */
export function renderManageActions(archive: Archive, courseId: number, onChanged: () => void) {
  return <ArchiveActions archive={archive} courseId={courseId} onChanged={onChanged} />;
}
