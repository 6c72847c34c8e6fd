/** A user's search text inside an `ilike` pattern: `%`, `_` and `\` in it are letters, not patterns. */
export const likeLiteral = (text: string) => text.replaceAll(/[\\%_]/g, (char) => `\\${char}`);
