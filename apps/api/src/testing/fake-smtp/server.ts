import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { readHeaders, readPart } from './decode.ts';

/** One mail as the fake server received it, decoded enough to read. */
export type ReceivedMail = {
  from: string;
  to: string[];
  /** Header values by lower-case name, encoded words decoded. */
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  raw: string;
};

/**
 * How the fake answers: `accept` every mail; `busy` refuses each with 451 (try again later); `drop` closes every
 * connection as it opens; `refuse-recipient` refuses every recipient for good with 550.
 */
export type SmtpMode = 'accept' | 'busy' | 'drop' | 'refuse-recipient';

export type FakeSmtp = {
  /** smtp://user:secret@127.0.0.1:port, for SMTP_URL. */
  url: string;
  port: number;
  /** Every mail accepted, in order. */
  mails: ReceivedMail[];
  /** Connections opened so far, whatever became of them. */
  connections(): number;
  setMode(mode: SmtpMode): void;
  close(): Promise<void>;
};

/** The user name and password the fake asks for; any other is refused. */
export const FAKE_SMTP_USER = 'pastexam';
export const FAKE_SMTP_PASSWORD = 'smtp-test-secret';

/** A real SMTP server on loopback (the `smtp-server` package), without TLS, that keeps what it accepts. */
export async function startFakeSmtp(options: { port?: number; mode?: SmtpMode } = {}): Promise<FakeSmtp> {
  let mode: SmtpMode = options.mode ?? 'accept';
  let connections = 0;
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onConnect(_session, callback) {
      connections += 1;
      callback(mode === 'drop' ? new Error('closing') : null);
    },
    onAuth(auth, _session, callback) {
      if (auth.username === FAKE_SMTP_USER && auth.password === FAKE_SMTP_PASSWORD)
        callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (mode === 'refuse-recipient') {
        callback(Object.assign(new Error(`No such user ${address.address}`), { responseCode: 550 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (mode === 'busy') {
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const headers = readHeaders(raw);
        const from = session.envelope.mailFrom;
        mails.push({
          from: from === false ? '' : from.address,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          headers,
          subject: headers.subject ?? '',
          text: readPart(raw, 'text/plain') ?? '',
          html: readPart(raw, 'text/html') ?? '',
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  // A dropped connection's error is the point of `drop`, not a failure of the fake.
  server.on('error', () => {});
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${FAKE_SMTP_USER}:${FAKE_SMTP_PASSWORD}@127.0.0.1:${port}`,
    port,
    mails,
    connections: () => connections,
    setMode: (next) => {
      mode = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
