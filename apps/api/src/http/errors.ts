import {
  acceptedLanguages,
  type ErrorBody,
  type ErrorCode,
  errorCatalogue,
  errorMessage,
  type Locale,
  localeFromLanguages,
} from '@pastexam/api-contract';
import type { Context } from 'hono';
import type { AppEnv } from './context.ts';

/**
 * The language a request is answered in (product §2.12): the signed-in caller's saved choice, else what the
 * browser's Accept-Language asks for, else zh-TW.
 */
export function requestLocale(c: Context<AppEnv>): Locale {
  const saved = c.get('caller')?.user.locale;
  if (saved) return saved;
  return localeFromLanguages(acceptedLanguages(c.req.header('accept-language')));
}

/**
 * Answers with the contract's error envelope: the code's status and its message in the request's language. A
 * handler's `detail` is written in zh-TW, so it replaces the message only for zh-TW; English gets the code's
 * own message.
 */
export function sendError(c: Context<AppEnv>, code: ErrorCode, detail?: string): Response {
  const { status } = errorCatalogue[code];
  const locale = requestLocale(c);
  const message = locale === 'zh-TW' && detail !== undefined ? detail : errorMessage(code, locale);
  return c.json({ detail: message, code } satisfies ErrorBody, status);
}
