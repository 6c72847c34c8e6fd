import { z } from 'zod';
import { imageProblemMessages } from './image-content.ts';
import { pdfProblemMessages } from './pdf-problems.ts';
import { MAX_OPEN_WISHES } from './wish-limits.ts';
import { MAX_WORKSHEET_QUESTIONS } from './worksheet-limits.ts';

export { MAX_ARCHIVE_PAGES, type PdfProblem, pdfProblemMessages } from './pdf-problems.ts';

/**
 * Every error code the API can answer, with its HTTP status and the zh-TW message a user reads. A route
 * declares which of these it may answer (`errors` in `defineRoute`); the server refuses to send any other, and
 * the web app reads the same messages. A handler may give a more specific detail (a field's validation
 * message, the size limit), but never another code.
 */
export const errorCatalogue = {
  // Answered by the HTTP layer for any route, before its handler runs.
  invalid_input: { status: 400, message: '輸入資料格式不正確' },
  unauthorized: { status: 401, message: '登入已失效，請重新登入' },
  forbidden: { status: 403, message: '需要管理員權限' },
  xsrf: { status: 403, message: '安全驗證失敗，請重新整理頁面後再試' },
  not_found: { status: 404, message: '找不到此 API 路徑' },
  payload_too_large: { status: 413, message: '請求內容過大' },
  internal_error: { status: 500, message: '伺服器發生錯誤，請稍後再試' },
  // The database does not answer (it is restarting, the network to it is down): sent with Retry-After.
  database_unavailable: { status: 503, message: '暫時無法連線，請稍後再試' },

  // Operations.
  not_ready: { status: 503, message: '伺服器尚未就緒' },

  // Sign-in.
  invalid_credentials: { status: 401, message: '帳號或密碼錯誤' },
  too_many_attempts: { status: 429, message: '登入失敗次數過多，請稍後再試' },
  sso_disabled: { status: 404, message: '尚未設定校務單一登入' },

  // Courses and archives.
  course_not_found: { status: 404, message: '找不到此課程' },
  archive_not_found: { status: 404, message: '找不到此考古題' },
  file_not_found: { status: 404, message: '找不到此考古題的檔案' },
  duplicate_course: { status: 409, message: '此類別已有同名課程' },
  course_not_pending: { status: 409, message: '此課程不是待審核課程，可能已被其他管理員處理' },
  merge_target_invalid: { status: 400, message: '請選擇一門已確認的既有課程' },
  course_choice_missing: { status: 400, message: '請選擇課程，或輸入新課程的名稱與類別' },
  not_uploader: { status: 403, message: '只有管理員或上傳者可以刪除此考古題' },
  not_archive_editor: { status: 403, message: '只有管理員或上傳者可以修改此考古題' },
  move_admin_only: { status: 403, message: '只有管理員可以把考古題移到其他課程' },
  file_too_large: { status: 413, message: '檔案超過上傳大小上限' },
  not_pdf: { status: 415, message: pdfProblemMessages.not_pdf },
  // The detail names the image: 第 3 張圖片（IMG_0042.jpg）無法讀取.
  image_unreadable: { status: 415, message: '圖片無法讀取' },
  image_unsupported: { status: 415, message: '只接受 JPEG、PNG 或 WebP 圖片' },
  too_many_images: { status: 400, message: imageProblemMessages.too_many },
  range_not_satisfiable: { status: 416, message: '要求的檔案範圍無效' },
  trash_archive_not_found: { status: 404, message: '垃圾桶中找不到此考古題，可能已被還原或永久刪除' },

  // Users.
  user_not_found: { status: 404, message: '找不到此使用者' },
  duplicate_name: { status: 409, message: '此名稱已被其他帳號使用' },
  duplicate_email: { status: 409, message: '此電子郵件已被其他帳號使用' },
  cannot_delete_self: { status: 400, message: '不能刪除自己的帳號' },
  cannot_demote_self: { status: 400, message: '不能取消自己的管理員權限' },
  cannot_reset_own_password: { status: 400, message: '請從「變更密碼」變更自己的密碼' },
  sso_password: { status: 400, message: '單一登入帳號由校務系統驗證，無法設定密碼' },
  wrong_password: { status: 400, message: '目前的密碼不正確' },
  duplicate_nickname: { status: 409, message: '此暱稱已有人使用，請換一個' },

  // AI mock exams.
  invalid_api_key: { status: 400, message: 'API Key 無效，請確認後再試' },
  provider_unavailable: { status: 502, message: 'Gemini 服務暫時無法連線，請稍後再試' },
  no_api_key: { status: 400, message: '請先設定 Gemini API Key' },
  duplicate_archives: { status: 400, message: '同一份考古題不能重複選擇' },
  exam_archive_not_found: { status: 400, message: '找不到所選的考古題，可能已被刪除，請重新選擇' },
  archive_type_not_allowed: { status: 400, message: '只能選擇期中考或期末考的考古題' },
  mixed_courses: { status: 400, message: '所選的考古題必須屬於同一門課程' },
  task_conflict: { status: 409, message: '您已有一個正在進行的任務，請等待完成後再提交新的任務' },
  task_not_found: { status: 404, message: '找不到此任務' },
  exam_question_not_found: { status: 400, message: '找不到要標記的題目，試卷可能尚未完成' },

  // Announcements.
  announcement_not_found: { status: 404, message: '找不到此公告，可能已被刪除' },

  // Notifications.
  notification_not_found: { status: 404, message: '找不到此通知' },
  mail_unavailable: {
    status: 409,
    message: '這個網站沒有設定寄信，通知無法以電子郵件寄送，請選擇站內或關閉',
  },
  unsubscribe_link_invalid: {
    status: 400,
    message: '取消訂閱的連結無效或不完整，請直接從通知信中的連結開啟，或登入後在通知設定中修改',
  },

  // Discussion.
  message_not_found: { status: 404, message: '找不到此留言' },
  not_message_author: { status: 403, message: '只有管理員或留言者可以刪除此留言' },
  message_rate_limited: { status: 429, message: '留言太頻繁，請稍後再試' },

  // Topics.
  topic_not_found: { status: 404, message: '找不到此主題，可能已被刪除' },
  topic_ai_rate_limited: { status: 429, message: 'AI 推薦主題太頻繁，請稍後再試' },
  topic_editor_only: { status: 403, message: '只有管理員或課程專家可以編輯主題' },
  topic_too_deep: { status: 409, message: '主題最多兩層：只能在第一層的領域下新增主題' },
  duplicate_topic: { status: 409, message: '同一層已有相同名稱的主題' },
  not_topic_decider: { status: 403, message: '只有此課程的專家或管理員可以確認或駁回題目的主題' },
  topic_question_no_text: {
    status: 409,
    message: '這一題還沒有可讀取的文字，請等考古題的文字讀取完成後再試',
  },
  gemini_quota_exceeded: { status: 429, message: '已超過 Gemini 使用額度，請稍後再試' },
  gemini_timeout: { status: 504, message: 'Gemini 回應逾時，請稍後再試' },
  gemini_failed: { status: 502, message: 'Gemini 無法完成這項要求，請稍後再試' },
  professor_not_in_course: { status: 404, message: '這門課程沒有這位教授的考古題' },

  // Questions.
  question_not_found: { status: 404, message: '找不到此題目，可能已被其他人刪除' },
  questions_locked: { status: 409, message: '此考古題的題目已被管理員鎖定，解除鎖定前無法修改' },
  question_has_answers: { status: 409, message: '此題已有解答，無法刪除；請改為移動題目的起點' },
  review_card_not_found: { status: 404, message: '找不到此複習卡片，可能已移出複習' },
  mock_question_not_found: { status: 404, message: '找不到這一題，模擬試題可能尚未完成' },
  review_day_out_of_range: { status: 400, message: '裝置的日期與今天相差太多，請確認裝置的時間' },
  question_rate_limited: { status: 429, message: '修改題目太頻繁，請稍後再試' },

  // Answers.
  answer_not_found: { status: 404, message: '找不到此解答，可能已被刪除' },
  not_answer_author: { status: 403, message: '只有作者可以修改此解答' },
  not_answer_deleter: { status: 403, message: '只有管理員或作者可以刪除此解答' },
  own_answer_vote: { status: 403, message: '不能對自己的解答投票' },
  not_course_expert: { status: 403, message: '只有此課程的專家可以背書解答，且不能背書自己的解答' },
  not_official_marker: { status: 403, message: '只有管理員或此課程的專家可以標示官方解答' },
  ai_draft_not_official: { status: 409, message: 'AI 試答不能標示為官方解答，需先由請求者修改成自己的解答' },
  answer_rate_limited: { status: 429, message: '發表解答太頻繁，請稍後再試' },
  vote_rate_limited: { status: 429, message: '投票太頻繁，請稍後再試' },
  answer_comment_not_found: { status: 404, message: '找不到此留言，可能已被刪除' },
  not_answer_comment_author: { status: 403, message: '只有管理員或留言者可以刪除此留言' },
  answer_comment_rate_limited: { status: 429, message: '留言太頻繁，請稍後再試' },
  duplicate_expert: { status: 409, message: '此使用者已是這門課程的專家' },
  expert_not_found: { status: 404, message: '此使用者不是這門課程的專家' },
  // Answers' flags (檢舉).
  own_answer_flag: { status: 400, message: '不能檢舉自己的解答' },
  duplicate_flag: { status: 409, message: '您已用這個理由檢舉過此解答' },
  flag_rate_limited: { status: 429, message: '檢舉太頻繁，請稍後再試' },
  no_open_flags: { status: 409, message: '此解答沒有待處理的檢舉，可能已被其他管理員處理' },
  // Reports on archives (回報問題).
  duplicate_archive_report: {
    status: 409,
    message: '您已用這個理由回報過此考古題，管理員處理前不必再次回報',
  },
  archive_report_rate_limited: { status: 429, message: '回報太頻繁，請稍後再試' },
  no_open_archive_reports: {
    status: 409,
    message: '此考古題沒有這個理由的待處理回報，可能已被其他管理員處理',
  },

  // Wishes for missing exams (許願池).
  wish_not_found: { status: 404, message: '找不到此願望，可能已實現或已關閉' },
  wish_limit_reached: {
    status: 409,
    message: `同時等待中的願望最多 ${MAX_OPEN_WISHES} 個，請先取消一些願望或等待實現`,
  },

  // Timed practice (模擬考).
  practice_not_found: { status: 404, message: '找不到這次模擬考' },
  practice_question_not_found: { status: 404, message: '這次模擬考沒有這一題' },
  practice_no_questions: { status: 409, message: '這份考古題還沒有切好的題目，無法開始模擬考' },
  practice_running: { status: 409, message: '模擬考還在進行中，結束後才能自評；要重新開始請先結束它' },
  practice_ended: { status: 409, message: '這次模擬考已經結束，無法再修改筆記' },

  // AI drafts of answers (請 AI 試答).
  ai_answer_rate_limited: { status: 429, message: '請 AI 試答太頻繁，請稍後再試' },
  ai_answer_not_found: { status: 404, message: '找不到此 AI 試答請求' },

  // Worksheets (題單).
  worksheet_not_found: { status: 404, message: '找不到此題單，連結可能有誤或題單已被刪除' },
  not_worksheet_owner: { status: 403, message: '只有建立者可以修改此題單' },
  worksheet_full: { status: 422, message: `一份題單最多 ${MAX_WORKSHEET_QUESTIONS} 題` },
  worksheet_question_exists: { status: 409, message: '此題已在題單中' },
  worksheet_empty: { status: 422, message: '題單還沒有題目，無法匯出' },
  worksheet_topic_empty: { status: 422, message: '這個主題還沒有題目' },
  worksheet_topic_nothing_new: { status: 409, message: '這個主題的題目都已在題單中' },
  worksheet_topic_too_many: {
    status: 422,
    message: `加入這個主題的題目會超過 ${MAX_WORKSHEET_QUESTIONS} 題，請先移除一些題目，或改選範圍較小的主題`,
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;
export type ErrorStatus = (typeof errorCatalogue)[ErrorCode]['status'];

export const errorCodes = Object.keys(errorCatalogue) as [ErrorCode, ...ErrorCode[]];
export const errorCodeSchema = z.enum(errorCodes).meta({ id: 'ErrorCode' });

/** The one error envelope of the whole API: a readable zh-TW detail and the machine code. */
export const errorBodySchema = z
  .object({
    detail: z.string().meta({ example: '帳號或密碼錯誤' }),
    code: errorCodeSchema,
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The status and message of a code. */
export function errorInfo(code: ErrorCode): { status: ErrorStatus; message: string } {
  return errorCatalogue[code];
}
