import type { Locale } from '@pastexam/api-contract';

/** What 重要公告 says in the bell; the announcement's title stays as written. */
const zhTw = { important: (title: string) => `重要公告：${title}` };

const en: typeof zhTw = { important: (title) => `Important announcement: ${title}` };

export const announcementWording: Readonly<Record<Locale, typeof zhTw>> = { 'zh-TW': zhTw, en };
