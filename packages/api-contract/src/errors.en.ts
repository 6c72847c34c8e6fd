import { type ErrorCode, errorCatalogue } from './errors.ts';
import { MAX_ARCHIVE_IMAGES } from './image-content.ts';
import type { Locale } from './locales.ts';
import { MAX_OPEN_WISHES } from './wish-limits.ts';
import { MAX_WORKSHEET_QUESTIONS } from './worksheet-limits.ts';

/**
 * The English message of every error code (`errorCatalogue` holds the zh-TW one). Its own file, so that a new
 * code added to `errors.ts` fails the type check here until it has its English too.
 */
export const errorMessagesEn: Record<ErrorCode, string> = {
  invalid_input: 'The request is not in the expected format',
  unauthorized: 'Your session has ended; please sign in again',
  forbidden: 'Administrator permission is required',
  xsrf: 'The security check failed; please reload the page and try again',
  not_found: 'This API path does not exist',
  payload_too_large: 'The request is too large',
  internal_error: 'Something went wrong on the server; please try again later',
  database_unavailable: 'The service cannot be reached right now; please try again later',
  not_ready: 'The server is not ready yet',

  invalid_credentials: 'Wrong account name or password',
  too_many_attempts: 'Too many failed sign-ins; please try again later',
  sso_disabled: 'University single sign-on is not set up',

  course_not_found: 'This course does not exist',
  archive_not_found: 'This past exam does not exist',
  file_not_found: 'The file of this past exam does not exist',
  duplicate_course: 'This category already has a course of that name',
  course_not_pending: 'This course is not awaiting review; another administrator may have handled it',
  merge_target_invalid: 'Please choose an existing, confirmed course',
  course_choice_missing: 'Please choose a course, or enter the name and category of a new one',
  not_uploader: 'Only an administrator or the uploader can delete this past exam',
  not_archive_editor: 'Only an administrator or the uploader can edit this past exam',
  move_admin_only: 'Only an administrator can move a past exam to another course',
  file_too_large: 'The file is larger than the upload limit',
  not_pdf: 'The file is not a valid PDF',
  image_unreadable: 'An image cannot be read',
  image_unsupported: 'Only JPEG, PNG or WebP images are accepted',
  too_many_images: `At most ${MAX_ARCHIVE_IMAGES} images can be uploaded at once; please upload them in several parts`,
  range_not_satisfiable: 'The requested range of the file is not valid',
  trash_archive_not_found:
    'This past exam is not in the trash; it may have been restored or deleted for good',

  user_not_found: 'This user does not exist',
  duplicate_name: 'Another account already uses this name',
  duplicate_email: 'Another account already uses this e-mail address',
  cannot_delete_self: 'You cannot delete your own account',
  cannot_demote_self: 'You cannot remove your own administrator permission',
  cannot_reset_own_password: 'Please change your own password with “Change password”',
  sso_password: 'Single sign-on accounts are verified by the university and have no password here',
  wrong_password: 'The current password is not correct',
  duplicate_nickname: 'Someone already uses this nickname; please choose another',

  invalid_api_key: 'The API key is not valid; please check it and try again',
  provider_unavailable: 'The Gemini service cannot be reached right now; please try again later',
  no_api_key: 'Please set a Gemini API key first',
  duplicate_archives: 'The same past exam cannot be chosen twice',
  exam_archive_not_found: 'A chosen past exam no longer exists; please choose again',
  archive_type_not_allowed: 'Only midterm or final exams can be chosen',
  mixed_courses: 'The chosen past exams must belong to the same course',
  task_conflict:
    'You already have a task in progress; please wait for it to finish before submitting another',
  task_not_found: 'This task does not exist',
  exam_question_not_found: 'The question to mark does not exist; the exam may not be finished yet',

  announcement_not_found: 'This announcement does not exist; it may have been deleted',

  notification_not_found: 'This notification does not exist',
  mail_unavailable:
    'This site does not send e-mail, so notifications cannot go by e-mail; please choose on-site or off',
  unsubscribe_link_invalid:
    'The unsubscribe link is invalid or incomplete; open it straight from the notification e-mail, or sign in and change your notification settings',

  message_not_found: 'This message does not exist',
  not_message_author: 'Only an administrator or the author can delete this message',
  message_rate_limited: 'You are posting too often; please try again later',

  topic_not_found: 'This topic does not exist; it may have been deleted',
  topic_ai_rate_limited: 'Too many AI topic suggestions: try again later',
  topic_editor_only: 'Only an administrator or a course expert can edit topics',
  topic_too_deep: 'Topics have two levels at most: new topics go under a first-level area',
  duplicate_topic: 'This level already has a topic of that name',
  not_topic_decider:
    'Only an expert of this course or an administrator can confirm or reject a question’s topic',

  question_not_found: 'This question does not exist; someone may have deleted it',
  questions_locked:
    'An administrator has locked the questions of this past exam; they cannot change until unlocked',
  question_has_answers: 'This question has answers and cannot be deleted; move its start instead',
  review_card_not_found: 'This review card does not exist; it may have left the review',
  review_day_out_of_range: 'Your device’s date is too far from today; please check its clock',
  question_rate_limited: 'You are changing questions too often; please try again later',

  answer_not_found: 'This answer does not exist; it may have been deleted',
  not_answer_author: 'Only the author can edit this answer',
  not_answer_deleter: 'Only an administrator or the author can delete this answer',
  own_answer_vote: 'You cannot vote on your own answer',
  not_course_expert: 'Only an expert of this course can endorse answers, and not their own',
  not_official_marker: 'Only an administrator or an expert of this course can mark the official answer',
  ai_draft_not_official:
    'An AI draft cannot be the official answer; the person who asked for it must first make it their own answer',
  answer_rate_limited: 'You are posting answers too often; please try again later',
  vote_rate_limited: 'You are voting too often; please try again later',
  answer_comment_not_found: 'This comment does not exist; it may have been deleted',
  not_answer_comment_author: 'Only an administrator or the author can delete this comment',
  answer_comment_rate_limited: 'You are commenting too often; please try again later',
  duplicate_expert: 'This user is already an expert of this course',
  expert_not_found: 'This user is not an expert of this course',
  own_answer_flag: 'You cannot flag your own answer',
  duplicate_flag: 'You have already flagged this answer for this reason',
  flag_rate_limited: 'You are flagging too often; please try again later',
  no_open_flags: 'This answer has no open flags; another administrator may have handled them',
  duplicate_archive_report:
    'You have already reported this past exam for this reason; there is no need to report it again before an administrator handles it',
  archive_report_rate_limited: 'You are reporting too often; please try again later',
  no_open_archive_reports:
    'This past exam has no open report for this reason; another administrator may have handled it',

  wish_not_found: 'This wish does not exist; it may have come true or been closed',
  wish_limit_reached: `You can have at most ${MAX_OPEN_WISHES} open wishes; cancel some or wait for them to come true`,

  practice_not_found: 'This practice exam does not exist',
  practice_question_not_found: 'This practice exam has no such question',
  practice_no_questions:
    'This past exam has not been cut into questions yet, so a practice exam cannot start',
  practice_running:
    'The practice exam is still running; grade yourself after it ends, or end it to start again',
  practice_ended: 'This practice exam has ended; its notes can no longer change',

  ai_answer_rate_limited: 'You are asking the AI for drafts too often; please try again later',
  ai_answer_not_found: 'This AI draft request does not exist',

  professor_not_in_course: 'This course has no past exams by this professor',
  topic_question_no_text:
    'This question has no readable text yet; please try again once the past exam’s text has been read',
  gemini_quota_exceeded: 'Your Gemini quota is used up; please try again later',
  gemini_timeout: 'Gemini did not answer in time; please try again later',
  gemini_failed: 'Gemini could not complete this request; please try again later',
  mock_question_not_found: 'No such question; the mock exam may not be finished yet',

  worksheet_not_found: 'No such worksheet: the link may be wrong, or the worksheet was deleted',
  not_worksheet_owner: 'Only the worksheet’s owner can change it',
  worksheet_full: `A worksheet holds at most ${MAX_WORKSHEET_QUESTIONS} questions`,
  worksheet_question_exists: 'This question is already on the worksheet',
  worksheet_empty: 'The worksheet has no questions yet, so it cannot be exported',
  worksheet_topic_empty: 'This topic has no questions yet',
  worksheet_topic_nothing_new: 'Every question of this topic is already on the worksheet',
  worksheet_topic_too_many: `Adding this topic’s questions would take the worksheet over ${MAX_WORKSHEET_QUESTIONS} questions: remove some first, or choose a narrower topic`,
};

/** A code's message in a language. */
export function errorMessage(code: ErrorCode, locale: Locale): string {
  return locale === 'en' ? errorMessagesEn[code] : errorCatalogue[code].message;
}
