import type { ErrorBody } from '@pastexam/api-contract';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The library's own errors, in the same envelope as `apiErrors`. */
export const libraryErrors = {
  courseNotFound: { status: 404, code: 'course_not_found', detail: '找不到此課程' },
  archiveNotFound: { status: 404, code: 'archive_not_found', detail: '找不到此考古題' },
  fileMissing: { status: 404, code: 'file_not_found', detail: '找不到此考古題的檔案' },
  duplicateCourse: { status: 409, code: 'duplicate_course', detail: '此類別已有同名課程' },
  courseChoiceMissing: {
    status: 400,
    code: 'invalid_input',
    detail: '請選擇課程，或輸入新課程的名稱與類別',
  },
  notAllowedToDelete: { status: 403, code: 'forbidden', detail: '只有管理員或上傳者可以刪除此考古題' },
} as const satisfies Record<string, ErrorBody & { status: ContentfulStatusCode }>;
