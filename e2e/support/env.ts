// The one place the end-to-end run's ports, URLs and credentials are decided; the Playwright config, the
// provider script and the specs all read them from here.

/** 4010 to 4014 unless overridden, e.g. to run two suites side by side on one machine. */
function portFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value <= 0 || value > 65535)
    throw new Error(`${name} must be a port number`);
  return value;
}

export const appPort = portFromEnv('E2E_APP_PORT', 4010);
export const oidcPort = portFromEnv('E2E_OIDC_PORT', 4011);
/** The stand-alone fake Gemini the e2e server talks to (apps/api/src/testing/fake-gemini/main.ts). */
export const geminiPort = portFromEnv('E2E_GEMINI_PORT', 4012);

/** The stand-alone fake SMTP server the e2e server mails through, and where it lists what it received. */
export const smtpPort = portFromEnv('E2E_SMTP_PORT', 4013);
export const smtpMailsPort = portFromEnv('E2E_SMTP_MAILS_PORT', 4014);

export const appUrl = `http://127.0.0.1:${appPort}`;
export const oidcIssuer = `http://127.0.0.1:${oidcPort}`;
export const geminiUrl = `http://127.0.0.1:${geminiPort}`;
/** The fake SMTP server's account (FAKE_SMTP_USER / FAKE_SMTP_PASSWORD of apps/api/src/testing/fake-smtp). */
export const smtpUrl = `smtp://pastexam:smtp-test-secret@127.0.0.1:${smtpPort}`;
export const smtpMailsUrl = `http://127.0.0.1:${smtpMailsPort}/mails`;

/** The client the loopback provider knows our server as. */
export const oidcClient = {
  client_id: 'pastexam-e2e',
  client_secret: 'e2e-client-secret-for-loopback-only',
  redirect_uris: [`${appUrl}/api/auth/oauth/callback`],
};

/** The administrator the server creates on its first start from ADMIN_USERNAME / ADMIN_PASSWORD. */
export const admin = { username: 'admin', password: 'e2e-admin-password' };

/**
 * Where the e2e server's 問題回報 sends a report (ISSUE_REPORT_URL): a GitHub new-issue page with a label of its
 * own, which the report must keep. The specs answer github.com themselves; nothing leaves the machine.
 */
export const issueReportUrl = 'https://github.com/cs-dept/pastexam/issues/new?labels=from-pastexam';
