// `pnpm import-legacy --database URL (--files DIR | --s3-bucket NAME …) [--oidc-issuer URL] [--rename-conflicts]
// [--adopt-admin] [--dry-run]`
// (product §9.11). Prints the report, or what is wrong, and exits non-zero on failure or when a clash held it.
import { EnvError } from '../env.ts';
import { runImportCommand, UsageError } from './command.ts';
import { exitCodeOf, formatReport } from './report.ts';

runImportCommand(process.argv.slice(2)).then(
  (report) => {
    process.stdout.write(formatReport(report));
    process.exitCode = exitCodeOf(report);
  },
  (error: unknown) => {
    const known = error instanceof UsageError || error instanceof EnvError;
    const text =
      error instanceof Error ? (known ? error.message : (error.stack ?? error.message)) : String(error);
    process.stderr.write(`${text}\n`);
    process.exit(1);
  },
);
