/** The most of an error's message a log line keeps. */
const REASON_CHARS = 300;
/** What a Google API key looks like: never written to a log, whatever message carries one. */
const API_KEY = /AIza[0-9A-Za-z_-]{20,}/g;

/**
 * What the worker logs of an unexpected error: its type and its reason. A database error's message carries the
 * query's parameters, which here may be a generated exam or an encrypted key: of one, only the driver's own error
 * (its cause) is kept. Any other message is kept, shortened, with anything shaped like an API key blanked.
 */
export function logSafe(error: unknown): { type: string; reason?: string; cause?: string } {
  if (!(error instanceof Error)) return { type: typeof error };
  if (error.cause instanceof Error || error.message.startsWith('Failed query:')) {
    const cause = error.cause instanceof Error ? `${error.cause.name}: ${error.cause.message}` : undefined;
    return cause === undefined ? { type: error.name } : { type: error.name, cause };
  }
  const reason = error.message.replace(API_KEY, '[API key]').slice(0, REASON_CHARS);
  return reason === '' ? { type: error.name } : { type: error.name, reason };
}
