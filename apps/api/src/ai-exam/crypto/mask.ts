const VISIBLE_CHARS = 4;
/** Below this length the last four characters would give away too much of the key. */
const MIN_LENGTH_TO_REVEAL = 12;

/** The only form of a stored key the API ever returns: `****` plus its last four characters. */
export function maskApiKey(key: string): string {
  const trimmed = key.trim();
  if (trimmed.length < MIN_LENGTH_TO_REVEAL) return '****';
  return `****${trimmed.slice(-VISIBLE_CHARS)}`;
}
