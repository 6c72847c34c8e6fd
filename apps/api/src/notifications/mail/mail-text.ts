import type { Locale, NotificationKind } from '@pastexam/api-contract';
import { labelsIn } from '../wording.ts';

/** The notification kinds a mail tells of, each quoted: `「我的解答有新動態」、「重要公告」`. */
const quotedIn = (
  locale: Locale,
  kinds: readonly NotificationKind[],
  open: string,
  close: string,
  and: string,
) => kinds.map((kind) => `${open}${labelsIn(locale).notificationKind[kind]}${close}`).join(and);

/** What a notification mail says around its notices, in the recipient's language. */
const zhTw = {
  /** The `<html lang>` of the mail. */
  htmlLang: 'zh-Hant',
  subject: (title: string) => `考古題系統：${title}`,
  digestSubject: (count: number) => `考古題系統每日摘要：${count} 則新通知`,
  view: (url: string) => `查看：${url}`,
  why: (kinds: readonly NotificationKind[]) =>
    `您收到這封信，是因為您在考古題系統的通知設定中，將${quotedIn('zh-TW', kinds, '「', '」', '、')}設為以電子郵件通知。`,
  unsubscribeText: (page: string) => `不想再收到這類通知信（一鍵取消，免登入）：${page}`,
  settingsText: (url: string) => `修改通知設定：${url}`,
  unsubscribeLink: '取消訂閱這類通知信',
  /** Written after the unsubscribe link. */
  noSignIn: '（免登入）',
  separator: '・',
  settingsLink: '修改通知設定',
};

const en: typeof zhTw = {
  htmlLang: 'en',
  subject: (title) => `Past Exam Archive: ${title}`,
  digestSubject: (count) =>
    `Past Exam Archive daily digest: ${count} new ${count === 1 ? 'notification' : 'notifications'}`,
  view: (url) => `View: ${url}`,
  why: (kinds) =>
    `You received this email because your notification settings on the Past Exam Archive send ${quotedIn('en', kinds, '“', '”', ', ')} by email.`,
  unsubscribeText: (page) => `To stop these notification emails (one click, no sign-in needed): ${page}`,
  settingsText: (url) => `Change notification settings: ${url}`,
  unsubscribeLink: 'Unsubscribe from these emails',
  noSignIn: ' (no sign-in needed)',
  separator: ' · ',
  settingsLink: 'Change notification settings',
};

export const mailWording: Readonly<Record<Locale, typeof zhTw>> = { 'zh-TW': zhTw, en };
