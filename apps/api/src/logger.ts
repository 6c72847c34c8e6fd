import { type DestinationStream, type Logger, pino } from 'pino';
import type { Env } from './env.ts';

/** Wherever these keys appear (one or two levels deep) their values are replaced before a line is written. */
const SECRET_KEYS = [
  'authorization',
  'cookie',
  'set-cookie',
  'password',
  'password_hash',
  'passwordHash',
  'token',
  'access_token',
  'id_token',
  'refresh_token',
  'code_verifier',
  'client_secret',
  'APP_SECRET',
  'ADMIN_PASSWORD',
  'OIDC_CLIENT_SECRET',
  'DATABASE_URL',
];

const redactPaths = SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`].map(quoteKey));

function quoteKey(path: string) {
  return path
    .split('.')
    .map((part) => (part === '*' || /^[A-Za-z_$][\w$]*$/.test(part) ? part : `["${part}"]`))
    .join('.')
    .replace(/\.\[/g, '[');
}

/** JSON logs on stdout (or `destination`), with secrets redacted. */
export function createLogger(env: Pick<Env, 'LOG_LEVEL'>, destination?: DestinationStream): Logger {
  return pino(
    { level: env.LOG_LEVEL, redact: { paths: redactPaths, censor: '[redacted]' } },
    destination ?? pino.destination(1),
  );
}
