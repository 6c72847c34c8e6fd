// A thread's entry (see start-thread.ts): Node runs a worker's first file as plain JavaScript, so this loads
// the thread's TypeScript through tsx, as the server itself is run from source (a compiled server starts its threads from dist/ instead).
import { workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

await tsImport(workerData.entry, import.meta.url);
