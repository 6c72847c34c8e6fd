// The API's contract in one chunk. The first call a page makes needs all of it at once: the HTTP client (ky), the
// contract's routes, their zod schemas and the error catalogue. Left to itself, Rolldown cuts those into about ten
// files by which lazy chunks share them, and every page that calls the API (the guest's landing page too) then
// fetched each one, a round trip apiece over HTTP/1.1.

/** The chunk's name. */
export const CONTRACT_CHUNK = 'contract';

// The modules the app imports lazily by name (the HTTP client, the contract's routes) stay chunks of their own,
// small ones importing this one: the start files (build/start-files.ts) name them.
// The contract's labels in the interface's language (ui's i18n/labels.ts) travel with the labels themselves.
const CONTRACT_MODULES = [
  /packages[\\/]api-contract[\\/]src[\\/]/,
  /[\\/]node_modules[\\/](?:zod|ky)[\\/]/,
  /packages[\\/]ui[\\/]src[\\/]i18n[\\/]labels\.ts$/,
];

/**
 * The group gathering them, on the build's second pass only (build/first-load-chunk.ts), after the first load's
 * group: what the first paint needs of the contract (a storage key, a label) stays in the first load. On the
 * first pass it would be one chunk the entry imports, and so all of it recorded as first load.
 */
export function contractGroup(firstLoadFile: string | undefined) {
  if (!firstLoadFile) return [];
  return [{ name: CONTRACT_CHUNK, test: isContractModule }];
}

/** Whether a module belongs in the contract's chunk. */
export function isContractModule(id: string): boolean {
  return CONTRACT_MODULES.some((pattern) => pattern.test(id));
}
