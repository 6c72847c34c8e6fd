import { API_PREFIX, type NotificationKind, routes, UNSUBSCRIBE_PAGE } from '@pastexam/api-contract';
import { notificationKindLabels } from '@pastexam/api-contract/labels';
import type { OutgoingMail } from './mailer.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

/** One notification as a mail tells of it. */
export type MailedNotice = { kind: NotificationKind; title: string; body: string | null; link: string };

/** What composing needs of the server: its address and its secret (for the 取消訂閱 links). */
export type MailSite = { publicUrl: string; appSecret: string };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const quoted = (kinds: readonly NotificationKind[]) =>
  kinds.map((kind) => `「${notificationKindLabels[kind]}」`).join('、');

/** The page that unsubscribes (for a person) and the API address a mail program posts to (RFC 8058). */
function unsubscribeLinks(site: MailSite, userId: number, kinds: NotificationKind[]) {
  const token = encodeURIComponent(unsubscribeToken(site.appSecret, { userId, kinds }));
  return {
    page: `${site.publicUrl}${UNSUBSCRIBE_PAGE}?token=${token}`,
    oneClick: `${site.publicUrl}${API_PREFIX}${routes.notifications.unsubscribeNotificationMail.path}?token=${token}`,
  };
}

/** The lines under every mail: why it came and how to stop it, in text and in HTML. */
function footer(site: MailSite, kinds: readonly NotificationKind[], page: string) {
  const why = `您收到這封信，是因為您在考古題系統的通知設定中，將${quoted(kinds)}設為以電子郵件通知。`;
  return {
    text: `—\n${why}\n不想再收到這類通知信（一鍵取消，免登入）：${page}\n修改通知設定：${site.publicUrl}/`,
    html: `<hr><p style="color:#666;font-size:13px">${escapeHtml(why)}<br><a href="${escapeHtml(page)}">取消訂閱這類通知信</a>（免登入）・<a href="${escapeHtml(`${site.publicUrl}/`)}">修改通知設定</a></p>`,
  };
}

const headersFor = (oneClick: string) => ({
  'List-Unsubscribe': `<${oneClick}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

const noticeText = (site: MailSite, n: MailedNotice) =>
  [n.title, n.body, `查看：${site.publicUrl}${n.link}`].filter((line) => line !== null).join('\n');

const noticeHtml = (site: MailSite, n: MailedNotice) =>
  `<p><a href="${escapeHtml(`${site.publicUrl}${n.link}`)}"><strong>${escapeHtml(n.title)}</strong></a>${
    n.body === null ? '' : `<br>${escapeHtml(n.body)}`
  }</p>`;

const page = (inner: string) =>
  `<!doctype html><html lang="zh-Hant"><body style="font-family:sans-serif;line-height:1.6">${inner}</body></html>`;

/** The mail of one notification, sent soon after it was made. */
export function noticeMail(
  site: MailSite,
  to: { userId: number; email: string },
  n: MailedNotice,
): OutgoingMail {
  const links = unsubscribeLinks(site, to.userId, [n.kind]);
  const end = footer(site, [n.kind], links.page);
  return {
    to: to.email,
    subject: `考古題系統：${n.title}`,
    text: `${noticeText(site, n)}\n\n${end.text}\n`,
    html: page(`${noticeHtml(site, n)}${end.html}`),
    headers: headersFor(links.oneClick),
  };
}

/** One mail listing a user's notifications of the last day, grouped by kind, oldest first within each. */
export function digestMail(
  site: MailSite,
  to: { userId: number; email: string },
  notices: readonly MailedNotice[],
): OutgoingMail {
  const kinds = [...new Set(notices.map((n) => n.kind))];
  const groups = kinds.map((kind) => ({ kind, items: notices.filter((n) => n.kind === kind) }));
  const links = unsubscribeLinks(site, to.userId, kinds);
  const end = footer(site, kinds, links.page);
  const text = groups
    .map(
      ({ kind, items }) =>
        `■ ${notificationKindLabels[kind]}\n\n${items.map((n) => noticeText(site, n)).join('\n\n')}`,
    )
    .join('\n\n');
  const html = groups
    .map(
      ({ kind, items }) =>
        `<h3>${escapeHtml(notificationKindLabels[kind])}</h3>${items.map((n) => noticeHtml(site, n)).join('')}`,
    )
    .join('');
  return {
    to: to.email,
    subject: `考古題系統每日摘要：${notices.length} 則新通知`,
    text: `${text}\n\n${end.text}\n`,
    html: page(`${html}${end.html}`),
    headers: headersFor(links.oneClick),
  };
}
