// Fails when a page's first visit fetches more than its budget (scripts/budgets.ts): the production build in
// dist/ loaded in Debian's Chromium (scripts/page-loads.ts), `/` as a guest and a course's archives signed in,
// counting what the browser fetched until the network was idle. Bytes and files do not depend on the machine's
// speed, so this runs in the test command (root package.json, test:e2e, right after the build); it takes
// seconds. Every route's first load, as the build's manifest declares it, is held too (ROUTE_BUDGETS).
// Usage: tsx scripts/check-budgets.ts [dist]
import { join } from 'node:path';
import { budgetOf, RAISES, ROUTE_BUDGETS, TARGETS } from './budgets.ts';
import { formatPageLoad, measurePageLoads } from './page-loads.ts';
import { formatLoad, routeFirstLoads } from './route-sizes.ts';

const distDir = process.argv[2] ?? join(import.meta.dirname, '..', 'dist');
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
let over = 0;
for (const load of await measurePageLoads(distDir)) {
  const budget = budgetOf(load.name);
  const target = TARGETS[load.name];
  const fits = load.jsCss <= budget.bytes && load.files.length <= budget.files;
  if (!fits) over += 1;
  const raised = RAISES[load.name]
    ? ` (target ${kB(target.bytes)}, ${target.files} files; raised in budgets.ts)`
    : '';
  console.log(
    `${formatPageLoad(load)}  budget ${kB(budget.bytes)}, ${budget.files} files${raised}  ${fits ? 'ok' : 'OVER BUDGET'}`,
  );
}
// Every route's first load by the manifest: deterministic, and it holds the routes the browser does not visit.
for (const load of await routeFirstLoads(distDir)) {
  const budget = ROUTE_BUDGETS[load.path];
  if (budget === undefined) {
    console.error(`${load.path}: no budget; add one to ROUTE_BUDGETS in scripts/budgets.ts`);
    over += 1;
    continue;
  }
  if (load.total.gzip > budget) over += 1;
  console.log(`${formatLoad(load)} of ${kB(budget)}  ${load.total.gzip <= budget ? 'ok' : 'OVER BUDGET'}`);
}
if (over > 0) {
  console.error(
    `${over} page(s) over their budget: see scripts/budgets.ts (tsx scripts/page-loads.ts --files lists what they fetch)`,
  );
  process.exit(1);
}
