import { z } from 'zod';

/**
 * The one way a request schema takes text. Control characters (Unicode's Cc: C0, DEL and C1) are never part
 * of a name, a title or a key: NUL cannot even be stored in a PostgreSQL text column, and the others hide in
 * logs, headers and file names. A multi-line text keeps its line breaks and tabs. Lone UTF-16 surrogates
 * (which JSON's `\ud800` escapes can carry) are refused too: they cannot become UTF-8 and would be stored
 * changed. Each refusal names the field in zh-TW, so the 400 says what to fix.
 */

// The patterns are written without the `u` flag so the OpenAPI document can carry them as JSON Schema
// `pattern`s, which every validator reads the same way.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
export const SINGLE_LINE_PATTERN = /^[^\u0000-\u001f\u007f-\u009f]*$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
export const MULTI_LINE_PATTERN = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when the text is valid Unicode: every surrogate is half of a pair. */
export const isWellFormedText = (text: string) => !LONE_SURROGATE.test(text);

/**
 * Text read from a file (a PDF's text layer) made fit for a `multiLine` field: each control character other
 * than a line break or tab becomes a space, each lone surrogate U+FFFD.
 */
export const asMultiLineText = (text: string) =>
  text
    // biome-ignore lint/suspicious/noControlCharactersInRegex: replacing control characters is the point
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, ' ')
    .replace(new RegExp(LONE_SURROGATE.source, 'g'), '\ufffd');

/** `label` then `rest`, with a space between Latin and Chinese as zh-TW writes it (`API Key 過長`). */
const sentence = (label: string, rest: string) =>
  /[\x21-\x7e]$/.test(label) ? `${label} ${rest}` : `${label}${rest}`;

export const controlCharacterMessage = (label: string) => sentence(label, '不可包含控制字元');
export const malformedTextMessage = (label: string) => sentence(label, '不可包含無效的字元');

export type TextOptions = {
  /** Trim surrounding whitespace before any other rule; default true. Passwords and protocol values keep it. */
  trim?: boolean;
};

function text(pattern: RegExp, label: string, { trim = true }: TextOptions) {
  const base = trim ? z.string().trim() : z.string();
  return base
    .regex(pattern, controlCharacterMessage(label))
    .refine(isWellFormedText, malformedTextMessage(label));
}

/** A one-line text field (a name, an account, a key): no control characters at all. */
export const singleLine = (label: string, options: TextOptions = {}) =>
  text(SINGLE_LINE_PATTERN, label, options);

/** A text field that may span lines (a prompt): line breaks and tabs, but no other control character. */
export const multiLine = (label: string, options: TextOptions = {}) =>
  text(MULTI_LINE_PATTERN, label, options);
