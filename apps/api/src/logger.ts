import { type Logger, pino } from 'pino';
import type { Env } from './env.ts';
import { prettyDestination, type TextOutput } from './logger/pretty.ts';

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
  'SMTP_URL',
  'S3_SECRET_ACCESS_KEY',
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

/** What a logger is made from: its level, and its format when LOG_FORMAT chose one. */
export type LogSettings = Pick<Env, 'LOG_LEVEL'> & Partial<Pick<Env, 'LOG_FORMAT'>>;

/** An output a logger may write to; a terminal says so (`isTTY`) and whether it shows colours. */
export type LogOutput = TextOutput & { isTTY?: boolean; hasColors?: () => boolean };

/** LOG_FORMAT when it is set; else short lines for a person exactly when the output is a terminal. */
export function logFormatFor(settings: LogSettings, output: LogOutput): 'pretty' | 'json' {
  return settings.LOG_FORMAT ?? (output.isTTY === true ? 'pretty' : 'json');
}

/**
 * Logs with secrets redacted, to standard output (or `output`): pino's JSON lines for machines, or short lines a
 * person reads (`pretty`, the default on a terminal; see logFormatFor).
 */
export function createLogger(settings: LogSettings, output?: LogOutput): Logger {
  const out = output ?? process.stdout;
  const pretty = logFormatFor(settings, out) === 'pretty';
  const options = {
    level: settings.LOG_LEVEL,
    formatters: {
      log: (object: Record<string, unknown>) => redactSecrets(object),
      bindings: (bindings: Record<string, unknown>) => redactSecrets(bindings),
    },
  };
  if (pretty) return pino(options, prettyDestination(out, out.hasColors?.() ?? false));
  // Standard output through pino's own synchronous writer: the fastest way for a busy server's JSON lines.
  return pino(options, output ?? pino.destination(1));
}
