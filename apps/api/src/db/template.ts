import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { MIGRATIONS } from './journal.ts';

/**
 * A new embedded database with every migration applied, made by the build (scripts/database-template.ts): a
 * first start copies it instead of running PGlite's initdb in WebAssembly and every migration, which took most of
 * the 10 s a fresh start with the demo took.
 */
export const BUILT_DATABASE_TEMPLATE = fileURLToPath(
  new URL('../../dist/database-template', import.meta.url),
);

/**
 * Beside a template, the migrations it holds: written after the template and removed before it is replaced, so
 * that a template with a stamp is whole.
 */
export const templateStamp = (template: string) => `${template}.json`;

const stampSchema = z.object({ migrations: z.array(z.string()) });

/** What a stamp says of a template that holds this build's migrations. */
export const stampOfThisBuild = () => ({ migrations: MIGRATIONS.map(({ tag }) => tag) });

/**
 * The template when it is whole and holds exactly this build's migrations; undefined otherwise (no build, a build of
 * other sources), and a new database is then made by PGlite and the migrations, as without a template.
 */
export function currentTemplate(template = BUILT_DATABASE_TEMPLATE): string | undefined {
  let stamp: z.infer<typeof stampSchema>;
  try {
    stamp = stampSchema.parse(JSON.parse(readFileSync(templateStamp(template), 'utf8')));
  } catch {
    return undefined;
  }
  const wanted = stampOfThisBuild().migrations;
  const same =
    stamp.migrations.length === wanted.length &&
    stamp.migrations.every((tag, index) => tag === wanted[index]);
  return same ? template : undefined;
}

/**
 * Copies a PGlite data directory (about 1,200 small files) to `to`, which must not exist yet: a first start's
 * template, and each test file's. Node 20's `cpSync` checks and stats each entry in JavaScript and took 1.7 times
 * as long; the system's `cp -R` took as long or longer (spawned, six copies each, alternating).
 */
export function copyDataDirectory(from: string, to: string): void {
  mkdirSync(to);
  // A recursive listing names a directory before what it holds.
  for (const entry of readdirSync(from, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    const target = join(to, relative(from, path));
    if (entry.isDirectory()) mkdirSync(target);
    else copyFileSync(path, target);
  }
}

/**
 * Makes the embedded database at `dataDir` a copy of `template` when there is none there yet (no directory, or an
 * empty one); a directory that holds anything is left as it is. The copy is made beside and renamed into place, so
 * that an interrupted copy never looks like a database. A copy that fails (a build replacing the template that
 * moment) is removed and the database made afresh, as without a template.
 */
export function copyTemplate(template: string, dataDir: string): void {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return;
  const copy = `${dataDir}.template-${process.pid}`;
  try {
    rmSync(copy, { recursive: true, force: true });
    copyDataDirectory(template, copy);
    if (existsSync(dataDir)) rmdirSync(dataDir);
    renameSync(copy, dataDir);
  } catch {
    rmSync(copy, { recursive: true, force: true });
  }
}
