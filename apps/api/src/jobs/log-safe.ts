/**
 * What the worker logs of an unexpected error: its type and the driver's own error. A Drizzle error's message
 * carries the query's parameters, which here may be a generated exam or an encrypted key.
 */
export function logSafe(error: unknown): { type: string; cause?: string } {
  if (!(error instanceof Error)) return { type: typeof error };
  const cause = error.cause instanceof Error ? `${error.cause.name}: ${error.cause.message}` : undefined;
  return cause === undefined ? { type: error.name } : { type: error.name, cause };
}
