import type { Archive } from '@pastexam/api-contract';
import type { ArchiveData } from '../../hooks/use-archive-data.ts';
import { ArchiveActions } from './archive-actions.tsx';
import { UploadArchiveButton } from './upload-archive-button.tsx';

/** The archive page's header action: 上傳考古題, showing the upload's course once it is in. */
export function renderUploadAction(data: ArchiveData) {
  return (
    <UploadArchiveButton
      courses={data.courses}
      selectedCourseId={data.selected?.course.id ?? null}
      onUploaded={(courseId) => void data.refresh({ selectCourseId: courseId })}
    />
  );
}

/** Each archive row's edit and delete buttons, for those allowed. */
export function renderManageActions(archive: Archive, data: ArchiveData) {
  if (!data.courses || !data.selected) return null;
  return (
    <ArchiveActions
      archive={archive}
      courseId={data.selected.course.id}
      courses={data.courses}
      onChanged={() => void data.refresh()}
    />
  );
}
