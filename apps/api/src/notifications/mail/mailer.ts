import type { Transporter } from 'nodemailer';

/** One mail as the mail server gets it. */
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Header name → value, such as List-Unsubscribe. */
  headers: Record<string, string>;
};

/** Sends mail over one pooled connection; `close` ends it. */
export type Mailer = { send(mail: OutgoingMail): Promise<void>; close(): void };

/** A connection that answers nothing is given up after this long, so a dead mail server holds no job for long. */
const TIMEOUT_MS = 15_000;

/** A mailer for SMTP_URL (which holds a password: it is never logged or answered), sending as `from`. */
export function openMailer(smtpUrl: string, from: string): Mailer {
  let transport: Transporter | undefined;
  return {
    async send(mail) {
      if (!transport) {
        // Loaded on first use: nodemailer costs a server's start about 90 ms, and many servers send no mail.
        const { createTransport } = await import('nodemailer');
        transport = createTransport({
          url: smtpUrl,
          pool: true,
          maxConnections: 1,
          connectionTimeout: TIMEOUT_MS,
          greetingTimeout: TIMEOUT_MS,
          socketTimeout: TIMEOUT_MS,
        });
      }
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport?.close(),
  };
}

/**
 * Whether the mail server refused this mail for good (a 5xx for its recipient or its content), rather than being
 * unreachable or busy: such a mail is not tried again, and the others still are.
 */
export function refusedForGood(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return (
    typeof responseCode === 'number' && responseCode >= 500 && (code === 'EENVELOPE' || code === 'EMESSAGE')
  );
}
