// The last step of `pnpm bench`: prints the speed issue's table with this run's figures, as the scripts before it
// recorded them. `--reset` (the first step) forgets the previous run's figures.
import { baseline } from '../src/baseline.ts';
import { readResults, resetResults } from '../src/results.ts';
import { buildRows, formatTable } from '../src/summary.ts';

if (process.argv.includes('--reset')) {
  resetResults();
} else {
  const { figures, unreadable } = readResults();
  console.log(`\nSummary: issue 31's figures, before (as of ${baseline.date}) and in this run`);
  console.log(formatTable(buildRows(baseline.figures, figures)));
  console.log(`before: ${baseline.measuredHow}.`);
  if (unreadable.length) console.log(`not read (not in the expected shape): ${unreadable.join(', ')}`);
}
