import {
  API_PREFIX,
  DEFAULT_LOCALE,
  type Locale,
  type NotificationKind,
  routes,
  UNSUBSCRIBE_PAGE,
} from '@pastexam/api-contract';
import { labelsIn } from '../wording.ts';
import { mailWording } from './mail-text.ts';
import type { OutgoingMail } from './mailer.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

/** One notification as a mail tells of it. */
export type MailedNotice = { kind: NotificationKind; title: string; body: string | null; link: string };

/** What composing needs of the server: its address and its secret (for the 取消訂閱 links). */
export type MailSite = { publicUrl: string; appSecret: string };

/** Whom a mail goes to; it is written in the language they saved (zh-TW when they chose none). */
export type MailRecipient = { userId: number; email: string; locale: Locale | null };

type Words = (typeof mailWording)[Locale];
const wordsFor = (to: MailRecipient): Words => mailWording[to.locale ?? DEFAULT_LOCALE];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page that unsubscribes (for a person) and the API address a mail program posts to (RFC 8058). */
function unsubscribeLinks(site: MailSite, userId: number, kinds: NotificationKind[]) {
  const token = encodeURIComponent(unsubscribeToken(site.appSecret, { userId, kinds }));
  return {
    page: `${site.publicUrl}${UNSUBSCRIBE_PAGE}?token=${token}`,
    oneClick: `${site.publicUrl}${API_PREFIX}${routes.notifications.unsubscribeNotificationMail.path}?token=${token}`,
  };
}

/** The lines under every mail: why it came and how to stop it, in text and in HTML. */
function footer(site: MailSite, words: Words, kinds: readonly NotificationKind[], page: string) {
  const why = words.why(kinds);
  const settings = `${site.publicUrl}/`;
  return {
    text: `—\n${why}\n${words.unsubscribeText(page)}\n${words.settingsText(settings)}`,
    html: `<hr><p style="color:#666;font-size:13px">${escapeHtml(why)}<br><a href="${escapeHtml(page)}">${escapeHtml(words.unsubscribeLink)}</a>${escapeHtml(words.noSignIn)}${escapeHtml(words.separator)}<a href="${escapeHtml(settings)}">${escapeHtml(words.settingsLink)}</a></p>`,
  };
}

const headersFor = (oneClick: string) => ({
  'List-Unsubscribe': `<${oneClick}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

const noticeText = (site: MailSite, words: Words, n: MailedNotice) =>
  [n.title, n.body, words.view(`${site.publicUrl}${n.link}`)].filter((line) => line !== null).join('\n');

const noticeHtml = (site: MailSite, n: MailedNotice) =>
  `<p><a href="${escapeHtml(`${site.publicUrl}${n.link}`)}"><strong>${escapeHtml(n.title)}</strong></a>${
    n.body === null ? '' : `<br>${escapeHtml(n.body)}`
  }</p>`;

const page = (words: Words, inner: string) =>
  `<!doctype html><html lang="${words.htmlLang}"><body style="font-family:sans-serif;line-height:1.6">${inner}</body></html>`;

/** The mail of one notification, sent soon after it was made. */
export function noticeMail(site: MailSite, to: MailRecipient, n: MailedNotice): OutgoingMail {
  const words = wordsFor(to);
  const links = unsubscribeLinks(site, to.userId, [n.kind]);
  const end = footer(site, words, [n.kind], links.page);
  return {
    to: to.email,
    subject: words.subject(n.title),
    text: `${noticeText(site, words, n)}\n\n${end.text}\n`,
    html: page(words, `${noticeHtml(site, n)}${end.html}`),
    headers: headersFor(links.oneClick),
  };
}

/** One mail listing a user's notifications of the last day, grouped by kind, oldest first within each. */
export function digestMail(
  site: MailSite,
  to: MailRecipient,
  notices: readonly MailedNotice[],
): OutgoingMail {
  const words = wordsFor(to);
  const kindLabels = labelsIn(to.locale ?? DEFAULT_LOCALE).notificationKind;
  const kinds = [...new Set(notices.map((n) => n.kind))];
  const groups = kinds.map((kind) => ({ kind, items: notices.filter((n) => n.kind === kind) }));
  const links = unsubscribeLinks(site, to.userId, kinds);
  const end = footer(site, words, kinds, links.page);
  const text = groups
    .map(
      ({ kind, items }) =>
        `■ ${kindLabels[kind]}\n\n${items.map((n) => noticeText(site, words, n)).join('\n\n')}`,
    )
    .join('\n\n');
  const html = groups
    .map(
      ({ kind, items }) =>
        `<h3>${escapeHtml(kindLabels[kind])}</h3>${items.map((n) => noticeHtml(site, n)).join('')}`,
    )
    .join('');
  return {
    to: to.email,
    subject: words.digestSubject(notices.length),
    text: `${text}\n\n${end.text}\n`,
    html: page(words, `${html}${end.html}`),
    headers: headersFor(links.oneClick),
  };
}
