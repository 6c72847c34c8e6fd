/**
 * Rows grouped by `keyOf`, each group in the order its rows come and the groups in the order of their first
 * row: how a list of rows becomes the groups an admin resolves together (檢舉).
 */
export function groupRows<T>(rows: readonly T[], keyOf: (row: T) => string): [T, ...T[]][] {
  const groups = new Map<string, [T, ...T[]]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()];
}
