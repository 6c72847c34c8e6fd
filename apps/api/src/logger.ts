import { type DestinationStream, type Logger, pino } from 'pino';
import type { Env } from './env.ts';

/** Wherever these keys appear (at the top or one or two levels deep) their values are replaced before a line is written. */
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
  'METRICS_TOKEN',
];

const SECRETS = new Set(SECRET_KEYS);
const CENSOR = '[redacted]';
/** Secrets are looked for at the top level and two levels down, as callers nest them. */
const MAX_DEPTH = 2;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function redactValue(value: unknown, depth: number): unknown {
  if (depth > MAX_DEPTH) return value;
  if (isPlainObject(value)) return redactSecrets(value, depth);
  if (!Array.isArray(value)) return value;
  let copy: unknown[] | undefined;
  value.forEach((item: unknown, index) => {
    const next = redactValue(item, depth + 1);
    if (next === item) return;
    copy ??= [...value];
    copy[index] = next;
  });
  return copy ?? value;
}

/**
 * The object with every secret key's value replaced, copying only what changes. A plain walk over the few keys
 * a log line has: pino's path-based redaction with wildcards cost more than a hundred microseconds per line,
 * and as much again for each request's child logger.
 */
function redactSecrets(object: Record<string, unknown>, depth = 0): Record<string, unknown> {
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(object)) {
    const value = object[key];
    const next = SECRETS.has(key) ? CENSOR : redactValue(value, depth + 1);
    if (next === value) continue;
    copy ??= { ...object };
    copy[key] = next;
  }
  return copy ?? object;
}

/** JSON logs on stdout (or `destination`), with secrets redacted. */
export function createLogger(env: Pick<Env, 'LOG_LEVEL'>, destination?: DestinationStream): Logger {
  return pino(
    {
      level: env.LOG_LEVEL,
      formatters: { log: (object) => redactSecrets(object), bindings: (bindings) => redactSecrets(bindings) },
    },
    destination ?? pino.destination(1),
  );
}
