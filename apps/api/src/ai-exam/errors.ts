import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The AI exam API's own refusals, each with a zh-TW detail the web app can show as is. */
export const aiExamErrors = {
  invalidApiKey: { status: 400, code: 'invalid_api_key', detail: 'API Key 無效，請確認後再試' },
  providerUnavailable: {
    status: 502,
    code: 'provider_unavailable',
    detail: 'Gemini 服務暫時無法連線，請稍後再試',
  },
  noApiKey: { status: 400, code: 'no_api_key', detail: '請先設定 Gemini API Key' },
  duplicateArchives: { status: 400, code: 'duplicate_archives', detail: '同一份考古題不能重複選擇' },
  archiveNotFound: {
    status: 400,
    code: 'archive_not_found',
    detail: '找不到所選的考古題，可能已被刪除，請重新選擇',
  },
  archiveTypeNotAllowed: {
    status: 400,
    code: 'archive_type_not_allowed',
    detail: '只能選擇期中考或期末考的考古題',
  },
  mixedCourses: { status: 400, code: 'mixed_courses', detail: '所選的考古題必須屬於同一門課程' },
  taskConflict: {
    status: 409,
    code: 'task_conflict',
    detail: '您已有一個正在進行的任務，請等待完成後再提交新的任務',
  },
  taskNotFound: { status: 404, code: 'task_not_found', detail: '找不到此任務' },
} as const satisfies Record<string, { status: ContentfulStatusCode; code: string; detail: string }>;
