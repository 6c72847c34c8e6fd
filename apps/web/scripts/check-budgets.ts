// Fails when a page's first load (index.html with its inlined stylesheets, JS and CSS, gzip, as the server
// sends them) grows past its budget. Bytes do not depend on the machine's speed, so this runs in the test
// command (root package.json, test:e2e, right after the build). Usage: tsx scripts/check-budgets.ts [dist]
import { join } from 'node:path';
import { formatLoad, routeFirstLoads } from './route-sizes.ts';

/**
 * gzip bytes a first-time visitor downloads for each page before it is usable (see route-sizes.ts). The aims are
 * 120 kB for the guest's pages and 180 kB for the signed-in ones; until they are met each budget is the size
 * reached, rounded up a little, so the pages cannot grow back.
 */
export const BUDGETS: Record<string, number> = {
  // Raised by 120 to 400 bytes of gzip with the admin tab in the address (every first load holds the admin
  // route's search check, written without zod), the greeting by nickname (the one display name, in every first
  // load), the home page's AI card saying what the modal accepts, and, on the signed-in pages that load the
  // contract, the uploader's two refusals (editing others', moving) and the mock exam's checked 總分 and its note.
  // Raised again by 0.2 to 0.5 kB of gzip: the top bar that fits a phone from 320px up (its stylesheet inlined in
  // index.html, 登出 in 選單 on phones) and the archive address that truly drops a query of only punctuation
  // (every first load holds its check); on the signed-in pages also the contract's query parser, now a chunk of
  // its own, since the search box asks it whether a query can be searched before sending it.
  // Then by 100 to 200 bytes where 問題回報 sends a report became a setting of the server, served in GET /config:
  // the contract every signed-in page loads holds its schema (about 100 B), and the app's preload list names the
  // issue report dialog's new dependencies (about 20 B) in place of the build-time repository.
  '/': 154_900,
  '/login/callback': 155_500,
  '/archive': 314_700,
  '/admin': 294_200,
  '/exams': 280_700,
  '/exams/$taskId': 286_900,
  '/exams/$taskId/print': 256_200,
};

const distDir = process.argv[2] ?? join(import.meta.dirname, '..', 'dist');
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
let over = 0;
for (const load of await routeFirstLoads(distDir)) {
  const budget = BUDGETS[load.path];
  if (budget === undefined) {
    console.error(`${load.path}: no budget; add one to scripts/check-budgets.ts`);
    over += 1;
    continue;
  }
  const verdict = load.total.gzip <= budget ? 'ok' : 'OVER BUDGET';
  if (load.total.gzip > budget) over += 1;
  console.log(`${formatLoad(load)} of ${kB(budget)}  ${verdict}`);
}
if (over > 0) {
  console.error(`${over} page(s) over their first-load budget`);
  process.exit(1);
}
