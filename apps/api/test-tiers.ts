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

/**
 * The test files (relative to the package, as vitest's include takes them) that can reach a database. One walk
 * reads each module once (vitest reads the config once for the run and again for each project), then follows the
 * imports back from the database support to every module that leads to it.
 */
export function databaseTests(): string[] {
  const tests = testFiles();
  const importers = new Map<string, string[]>();
  const read = new Set<string>();
  const toRead = [...tests];
  for (let file = toRead.pop(); file !== undefined; file = toRead.pop()) {
    if (read.has(file)) continue;
    read.add(file);
    for (const imported of localImports(file)) {
      importers.set(imported, [...(importers.get(imported) ?? []), file]);
      toRead.push(imported);
    }
  }
  const reaching = new Set([DATABASE_SUPPORT]);
  const toFollow = [DATABASE_SUPPORT];
  for (let module = toFollow.pop(); module !== undefined; module = toFollow.pop()) {
    for (const importer of importers.get(module) ?? []) {
      if (reaching.has(importer)) continue;
      reaching.add(importer);
      toFollow.push(importer);
    }
  }
  return tests.filter((file) => reaching.has(file)).map((file) => relative(root, file));
}
