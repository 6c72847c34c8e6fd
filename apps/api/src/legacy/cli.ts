// `pnpm import-legacy --database URL (--files DIR | --s3-bucket NAME …) [--oidc-issuer URL] [--rename-conflicts]
// [--adopt-admin] [--dry-run]`
// (product §9.11). Prints the report, or what is wrong, and exits non-zero on failure or when a clash held it.
import { EnvError } from '../env.ts';
import { runImportCommand, UsageError } from './command.ts';
import { formatReport } from './report.ts';

runImportCommand(process.argv.slice(2)).then(
  (report) => {
    process.stdout.write(formatReport(report));
    if (report.blocked && !report.dryRun) process.exitCode = 1;
  },
  (error: unknown) => {
    const known = error instanceof UsageError || error instanceof EnvError;
    const text =
      error instanceof Error ? (known ? error.message : (error.stack ?? error.message)) : String(error);
    process.stderr.write(`${text}\n`);
    process.exit(1);
  },
);
