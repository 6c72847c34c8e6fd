/**
 * The props of a row's button that starts a slow action: while any row's action runs, that row's button
 * spins and every other row's waits.
 */
export const runningRowButton = (busyId: number | null, rowId: number) => ({
  loading: busyId === rowId,
  disabled: busyId !== null && busyId !== rowId,
});
