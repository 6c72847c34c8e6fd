// Which test files run where. Read by vitest.config.ts when the run starts, from the files themselves: a test
// runs on PostgreSQL only when it can reach a database, and the tests that start processes of their own run
// once, in a tier of their own.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = import.meta.dirname;
const src = join(root, 'src');

/** The only module that hands a test its database (PGlite or PostgreSQL): see test-support/database.ts. */
const DATABASE_SUPPORT = join(src, 'test-support', 'database.ts');

/**
 * Tests that start processes (servers and `pnpm import-legacy` through tsx), Caddy, systemd-analyze or Tesseract, or kill a server midway:
 * each costs seconds of start-up and none depends on which database engine runs beneath it beyond what the
 * rest of the suite already proves on both. Named by the suffix `.system.test.ts`.
 */
export const SYSTEM_TESTS = 'src/**/*.system.test.ts';

/** System tests that need a PostgreSQL server of their own, skipped (with the run's one line) without one. */
export const POSTGRES_ONLY_TESTS = 'src/**/*.pg.system.test.ts';

/**
 * Tests that need a second writer beside the server's (another connection holding a row), which PGlite, one
 * connection inside the process, cannot be: they run in the PostgreSQL pass only. Named `.pg.test.ts`.
 */
export const POSTGRES_PASS_ONLY_TESTS = 'src/**/*.pg.test.ts';

function testFiles(): string[] {
  return readdirSync(src, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.test.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The files a module imports by relative path, resolved to what exists on disk. */
function localImports(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((name) => name.startsWith('.'))
    .map((name) => resolve(dirname(file), name))
    .filter((path) => existsSync(path));
}

/** Whether `file` reaches `target` through its relative imports, directly or not. */
function reaches(file: string, target: string, seen = new Set<string>()): boolean {
  if (file === target) return true;
  if (seen.has(file)) return false;
  seen.add(file);
  return localImports(file).some((next) => reaches(next, target, seen));
}

/** The test files (relative to the package, as vitest's include takes them) that can reach a database. */
export function databaseTests(): string[] {
  return testFiles()
    .filter((file) => reaches(file, DATABASE_SUPPORT))
    .map((file) => relative(root, file));
}
