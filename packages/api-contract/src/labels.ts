import type { AnnouncementImportance, AnnouncementStatus } from './schemas/announcement.ts';
import type { FlagOutcome, FlagReason } from './schemas/answer-flag.ts';
import type { Archive, ArchiveType } from './schemas/archive.ts';
import type { ArchiveReportOutcome, ArchiveReportReason } from './schemas/archive-report.ts';
import type { AuditAction, AuditTargetType } from './schemas/audit.ts';
import type { CourseCategory } from './schemas/course.ts';
import type {
  NotificationDelivery,
  NotificationKind,
  NotificationMailFrequency,
} from './schemas/notification.ts';
import type { Wish } from './schemas/wish.ts';
import type { WorksheetQuestion } from './schemas/worksheet.ts';

/** The Chinese label of each category (product §9.2). */
export const courseCategoryLabels: Record<CourseCategory, string> = {
  freshman: '大一課程',
  sophomore: '大二課程',
  junior: '大三課程',
  senior: '大四課程',
  graduate: '研究所課程',
  interdisciplinary: '跨領域課程',
  general: '通識課程',
};

/** The Chinese label of each archive type (product §9.2). */
export const archiveTypeLabels: Record<ArchiveType, string> = {
  midterm: '期中考',
  final: '期末考',
  quiz: '小考',
  other: '其他',
};

/**
 * The type label to show beside an archive's name, in the language of `labels`, or null when the name is only
 * that label (an archive named 期中考 of type midterm): a row then says 期中考 once, not twice. Names are content,
 * written in zh-TW, so a name that is the zh-TW label counts as saying the type in every language. A name naming
 * another type keeps both, so a mismatch stays visible.
 */
export function typeLabelBesideName(
  archive: Pick<Archive, 'name' | 'archive_type'>,
  labels: Pick<Labels, 'archiveType'>,
): string | null {
  const label = labels.archiveType[archive.archive_type];
  const name = archive.name.trim();
  return name === label || name === archiveTypeLabels[archive.archive_type] ? null : label;
}

/** What each recorded change is called in 操作紀錄 (product §8.8). */
export const auditActionLabels: Record<AuditAction, string> = {
  'course.create': '新增課程',
  'course.update': '編輯課程',
  'course.delete': '刪除課程',
  'course.confirm': '確認待審核課程',
  'course.merge': '合併待審核課程',
  'course.refuse': '退回待審核課程',
  'archive.update': '編輯考古題',
  'archive.delete': '刪除考古題',
  'trash.restore': '從垃圾桶還原',
  'trash.purge': '永久刪除',
  'user.create': '新增使用者',
  'user.update': '編輯使用者',
  'user.delete': '刪除使用者',
  'user.logout_all': '登出使用者的所有裝置',
  'ai_task.delete': '刪除模擬試題',
  'announcement.create': '新增公告',
  'announcement.update': '編輯公告',
  'announcement.delete': '刪除公告',
  'message.delete': '刪除留言',
  'question.delete': '刪除題目',
  'questions.lock': '鎖定題目',
  'questions.unlock': '解除鎖定題目',
  'answer.delete': '刪除解答',
  'answer.mark_official': '標示官方解答',
  'answer.unmark_official': '取消官方解答',
  'answer.endorse': '專家背書解答',
  'answer.unendorse': '收回專家背書',
  'answer_comment.delete': '刪除解答留言',
  'course_expert.add': '指定課程專家',
  'course_expert.remove': '取消課程專家',
  'answer_flag.resolve': '處理解答的檢舉',
  'archive_report.resolve': '處理考古題的回報',
  'wish.close': '關閉願望',
  'topic.delete': '刪除主題',
  'topics.import': '匯入主題',
};

/** What kind of record a change was made to. */
export const auditTargetTypeLabels: Record<AuditTargetType, string> = {
  course: '課程',
  archive: '考古題',
  user: '使用者',
  ai_task: '模擬試題',
  announcement: '公告',
  message: '留言',
  question: '題目',
  answer: '解答',
  answer_comment: '解答留言',
  course_expert: '課程專家',
  wish: '願望',
  topic: '主題',
};

/** Why a user flags an answer. */
export const flagReasonLabels: Record<FlagReason, string> = {
  wrong: '答案錯誤',
  inappropriate: '不當內容',
  ai: '疑似 AI 產生',
};

/** How an admin resolved an answer's flags, as the admin chooses it and the flagger is told. */
export const flagOutcomeLabels: Record<FlagOutcome, string> = {
  kept: '保留',
  hidden: '隱藏答案',
  deleted: '刪除答案',
};

/** What is wrong with an archive, as its reporter chooses it (product §4.16). */
export const archiveReportReasonLabels: Record<ArchiveReportReason, string> = {
  wrong_metadata: '課程或資訊錯誤',
  unreadable: '無法閱讀',
  incomplete: '不完整',
  duplicate: '重複',
  copyright: '著作權',
};

/** How an admin resolved an archive's reports, as the admin chooses it and the reporter is told. */
export const archiveReportOutcomeLabels: Record<ArchiveReportOutcome, string> = {
  fixed: '已修正',
  hidden: '移到垃圾桶',
  deleted: '永久刪除',
  dismissed: '不處理',
};

/** 一般 or 重要 (product §8.10). */
export const announcementImportanceLabels: Record<AnnouncementImportance, string> = {
  normal: '一般',
  important: '重要',
};

/** Where an announcement stands for readers now, as 公告管理 says it (product §8.10). */
export const announcementStatusLabels: Record<AnnouncementStatus, string> = {
  shown: '顯示中',
  scheduled: '尚未開始',
  ended: '已結束',
  off: '已停用',
};

/** What each kind of notification is called in 通知設定. */
export const notificationKindLabels: Record<NotificationKind, string> = {
  wish_fulfilled: '許願的考古題已上傳',
  followed_course_archive: '追蹤的課程有新考古題',
  answer_activity: '我的解答有新動態',
  answer_endorsed: '我的解答獲得認可',
  upload_reviewed: '我上傳的考古題已審核',
  report_resolved: '我的檢舉已處理',
  important_announcement: '重要公告',
};

/** How a kind of notification reaches its user, as 通知設定 offers it. */
export const notificationDeliveryLabels: Record<NotificationDelivery, string> = {
  app: '站內',
  email: '電子郵件',
  off: '關閉',
};

/** The few words the contract's text-building functions put around the labels. */
export type LabelWord = 'anyExam' | 'aside';

/** The zh-TW words: a wish naming no exam, and a note set beside a name (`{text}` is the note). */
export const labelWords: Record<LabelWord, string> = {
  anyExam: '任何考古題',
  aside: '（{text}）',
};

/** `text` set beside what it explains, the language's way: `（王教授）`, ` (王教授)`. */
export function aside(labels: Pick<Labels, 'words'>, text: string): string {
  return labels.words.aside.replace('{text}', text);
}

/**
 * The exam a wish waits for, as short as it can be said: `113 期中考（陳教授）`; what it leaves open is left out,
 * and a wish naming nothing is `任何考古題`. `labels` are the reader's language's.
 */
export function wishExamLabel(
  wish: Pick<Wish, 'professor' | 'academic_year' | 'archive_type'>,
  labels: Pick<Labels, 'archiveType' | 'words'>,
): string {
  const exam = [wish.academic_year, wish.archive_type && labels.archiveType[wish.archive_type]]
    .filter((part) => part !== null)
    .join(' ');
  const professor = wish.professor === null ? '' : aside(labels, wish.professor);
  if (exam === '') return `${labels.words.anyExam}${professor}`;
  return `${exam}${professor}`;
}

/** How e-mailed notifications are sent, as 通知設定 offers it. */
export const notificationMailFrequencyLabels: Record<NotificationMailFrequency, string> = {
  each: '逐則寄送',
  daily: '每日摘要',
};

/** An ROC academic year in zh-TW, as the server prints it: `112 學年度`. */
export const zhTwAcademicYear = (rocYear: number): string => `${rocYear} 學年度`;

/**
 * Where a worksheet's question comes from, as the worksheet and its PDF print it:
 * `資料結構 · 112 學年度 · 期中考 · 王教授 · 第 3 題`. `labels` and `academicYear` are the reader's language's
 * (zh-TW: `zhTwLabels`, `zhTwAcademicYear`).
 */
export function worksheetQuestionSource(
  question: Pick<
    WorksheetQuestion,
    'course_name' | 'academic_year' | 'archive_name' | 'archive_type' | 'professor' | 'question_name'
  >,
  labels: Pick<Labels, 'archiveType' | 'words'>,
  academicYear: (rocYear: number) => string,
): string {
  const type = typeLabelBesideName(
    { name: question.archive_name, archive_type: question.archive_type },
    labels,
  );
  return [
    question.course_name,
    academicYear(question.academic_year),
    type ? `${question.archive_name}${aside(labels, type)}` : question.archive_name,
    question.professor,
    question.question_name,
  ]
    .filter((part) => part.trim() !== '')
    .join(' · ');
}

/** Every closed set's labels in one language: what the interface and the server's mails name each value. */
export type Labels = {
  courseCategory: Record<CourseCategory, string>;
  archiveType: Record<ArchiveType, string>;
  auditAction: Record<AuditAction, string>;
  auditTargetType: Record<AuditTargetType, string>;
  flagReason: Record<FlagReason, string>;
  flagOutcome: Record<FlagOutcome, string>;
  archiveReportReason: Record<ArchiveReportReason, string>;
  archiveReportOutcome: Record<ArchiveReportOutcome, string>;
  announcementImportance: Record<AnnouncementImportance, string>;
  announcementStatus: Record<AnnouncementStatus, string>;
  notificationKind: Record<NotificationKind, string>;
  notificationDelivery: Record<NotificationDelivery, string>;
  notificationMailFrequency: Record<NotificationMailFrequency, string>;
  /** The words the text-building functions here (wishExamLabel, worksheetQuestionSource) need. */
  words: Record<LabelWord, string>;
};

/** The zh-TW labels, the product's own (product §9.2). */
export const zhTwLabels: Labels = {
  courseCategory: courseCategoryLabels,
  archiveType: archiveTypeLabels,
  auditAction: auditActionLabels,
  auditTargetType: auditTargetTypeLabels,
  flagReason: flagReasonLabels,
  flagOutcome: flagOutcomeLabels,
  archiveReportReason: archiveReportReasonLabels,
  archiveReportOutcome: archiveReportOutcomeLabels,
  announcementImportance: announcementImportanceLabels,
  announcementStatus: announcementStatusLabels,
  notificationKind: notificationKindLabels,
  notificationDelivery: notificationDeliveryLabels,
  notificationMailFrequency: notificationMailFrequencyLabels,
  words: labelWords,
};
