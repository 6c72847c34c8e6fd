// The notification centre's parts as a reader finds them: the bell in the top bar and the panel it opens, and the
// mails the server sent.
import { expect, type Locator, type Page } from '@playwright/test';
import { smtpMailsUrl } from './env.ts';
import { topBar } from './session.ts';

/** 通知 in the top bar, named with its unread count (`通知，2 則未讀`) when there is one. */
export function bell(page: Page): Locator {
  return topBar(page).getByRole('button', { name: /^通知/ });
}

/** The bell's panel, once open. */
export function notificationPanel(page: Page): Locator {
  return page.getByRole('dialog', { name: '通知' });
}

/** One mail the e2e server sent, as the fake SMTP server received it (apps/api/src/testing/fake-smtp). */
export type ReceivedMail = { to: string[]; subject: string; text: string; headers: Record<string, string> };

/** Waits until the fake SMTP server has received a mail to `address` whose subject matches, and answers it. */
export async function mailTo(address: string, subject: RegExp, timeout = 60_000): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(smtpMailsUrl);
        const mails = (await response.json()) as ReceivedMail[];
        found = mails.find((mail) => mail.to.includes(address) && subject.test(mail.subject));
        return found !== undefined;
      },
      { timeout, message: `a mail to ${address}` },
    )
    .toBe(true);
  if (found === undefined) throw new Error(`no mail to ${address}`);
  return found;
}
