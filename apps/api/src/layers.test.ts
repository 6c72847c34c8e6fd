import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The server's floors, bottom first (STYLE.md, "Layers that stay in order"): infrastructure at the bottom, the
 * areas above it, ordered where one uses another, and the composition root on top. A unit is a folder of src,
 * a nested folder named here (`auth/session`: who is calling, which `http` needs below the sign-in routes;
 * `answers/announce`: the answers' announcements, which every area writing answers makes), or a
 * file at the root of src, named without `.ts`. A file imports only from its own unit or from a lower floor;
 * two units on one floor do not import each other. Tests (`*.test.ts`) may import anything, as they sit beside
 * what they test; `test-support` is on top, so no production file reaches it. ARCHITECTURE.md draws these
 * floors, and the last test below keeps it in step.
 */
const FLOORS: readonly (readonly string[])[] = [
  ['compiled-entries', 'env-variables', 'pdf', 'refusal', 'secret-keys', 'seed'],
  ['env'],
  ['db', 'logger', 'storage'],
  ['auth/session', 'backup', 'jobs', 'metrics'],
  ['http', 'files'],
  ['activity', 'health', 'notifications', 'search'],
  ['audit', 'follows', 'progress', 'statistics', 'wishes'],
  ['ai-exam', 'announcements', 'courses', 'discussion', 'users'],
  ['answers/announce', 'archives', 'auth', 'questions'],
  ['answers', 'ai-answers', 'answer-flags', 'archive-reports'],
  // 主題 under each question, and its pages.
  ['topics'],
  // 複習 reads a card's top answer; 依主題加入 takes a topic's questions onto a worksheet.
  ['review', 'worksheets'],
  // 模擬考 shows the top answers once an attempt ends, and drafts' regions of the questions; its 不確定 and 不會
  // go to the review deck.
  ['practice'],
  ['job-lanes', 'app-config', 'legacy', 'testing'],
  ['app', 'background-work'],
  ['server', 'start-notice'],
  ['main', 'dev', 'test-support'],
];

const SRC = resolve(import.meta.dirname);
const CONTRACT = resolve(SRC, '../../../packages/api-contract/src');

const floorOf = new Map(FLOORS.flatMap((units, floor) => units.map((unit) => [unit, floor] as const)));
const nested = [...floorOf.keys()].filter((unit) => unit.includes('/'));

/** The unit a file of src belongs to: the nested folder it is in, else its first folder, else its own name. */
function unitOf(file: string): string {
  const path = relative(SRC, file).split(sep).join('/');
  const inNested = nested.find((unit) => path.startsWith(`${unit}/`));
  if (inNested) return inNested;
  const [first, ...rest] = path.split('/');
  return rest.length > 0 ? (first ?? path) : path.replace(/\.ts$/, '');
}

const isTest = (file: string) => /\.test(-d)?\.ts$/.test(file);

/**
 * The files a source file imports, re-exports or loads lazily, resolved among `files` (relative specifiers
 * only: packages are not ours to order). Type-only imports count: a cycle of types is still two files that
 * cannot be understood, moved or split one without the other, and a type two layers share lives in the lower.
 */
function importsOf(file: string, source: string, files: ReadonlyMap<string, string>): string[] {
  const resolved: string[] = [];
  for (const { fileName } of ts.preProcessFile(source, true, true).importedFiles) {
    if (!fileName.startsWith('.')) continue;
    const path = resolve(dirname(file), fileName);
    const found = [path, `${path}.ts`, join(path, 'index.ts')].find((candidate) => files.has(candidate));
    if (found) resolved.push(found);
  }
  return resolved;
}

type Violation = { file: string; imports: string; unit: string; other: string };

/** Every import of a production file into a unit on its own floor or above, and every file outside the floors. */
function layerViolations(files: ReadonlyMap<string, string>): Violation[] {
  const violations: Violation[] = [];
  for (const [file, source] of files) {
    if (isTest(file)) continue;
    const unit = unitOf(file);
    const floor = floorOf.get(unit);
    const name = relative(SRC, file).split(sep).join('/');
    if (floor === undefined) {
      violations.push({ file: name, imports: '', unit, other: 'no floor: add it to FLOORS' });
      continue;
    }
    for (const target of importsOf(file, source, files)) {
      const other = unitOf(target);
      if (other === unit) continue;
      const otherFloor = floorOf.get(other);
      if (otherFloor === undefined || otherFloor >= floor) {
        violations.push({ file: name, imports: relative(SRC, target).split(sep).join('/'), unit, other });
      }
    }
  }
  return violations;
}

/** Each import cycle among `files`, as the path that goes round it (first file repeated at the end). */
function importCycles(files: ReadonlyMap<string, string>, root: string): string[][] {
  const edges = new Map([...files].map(([file, source]) => [file, importsOf(file, source, files)]));
  const cycles: string[][] = [];
  const done = new Set<string>();
  const onPath: string[] = [];
  const visit = (file: string) => {
    const at = onPath.indexOf(file);
    if (at >= 0) {
      cycles.push([...onPath.slice(at), file].map((path) => relative(root, path).split(sep).join('/')));
      return;
    }
    if (done.has(file)) return;
    onPath.push(file);
    for (const target of edges.get(file) ?? []) visit(target);
    onPath.pop();
    done.add(file);
  };
  for (const file of [...files.keys()].sort()) visit(file);
  return cycles;
}

/** Every TypeScript file below `folder`, by absolute path, with its text. */
const sourceFiles = (folder: string) =>
  new Map(
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((path) => /\.tsx?$/.test(path))
      .map((path) => join(folder, path))
      .map((path) => [path, readFileSync(path, 'utf8')] as const),
  );

/** Files at these paths of src with these sources, for the cases below. */
const planted = (sources: Record<string, string>) =>
  new Map(Object.entries(sources).map(([path, source]) => [join(SRC, ...path.split('/')), source] as const));

/** The floors as ARCHITECTURE.md draws them: the lines `<floor>  <unit> · <unit> …` of its layers' diagram. */
function documentedFloors(): string[][] {
  const architecture = readFileSync(resolve(SRC, '../../../ARCHITECTURE.md'), 'utf8');
  const section = architecture.split('## Layers of the server')[1]?.split('\n## ')[0] ?? '';
  const diagram = section.split('```text')[1]?.split('```')[0] ?? '';
  const floors: string[][] = [];
  for (const line of diagram.split('\n')) {
    const match = /^\s*(\d+)\s{2,}(.+?)\s*$/.exec(line);
    if (match?.[1] && match[2]) floors[Number(match[1])] = match[2].split(' · ');
  }
  return floors;
}

describe('the layers of the server', () => {
  const files = sourceFiles(SRC);

  it('no file imports from its own floor or one above it', () => {
    expect(files.size).toBeGreaterThan(300);
    expect(layerViolations(files)).toEqual([]);
  });

  it('no import cycle among its files, types included', () => {
    expect(importCycles(files, SRC)).toEqual([]);
  });

  it('no import cycle among the contract’s files', () => {
    const contract = sourceFiles(CONTRACT);
    expect(contract.size).toBeGreaterThan(30);
    expect(importCycles(contract, CONTRACT)).toEqual([]);
  });

  // A small tree with a knot planted in it: imports that go up, sideways and out of the floors, and a cycle.
  const knotted = planted({
    'db/client.ts': "import type { AppEnv } from '../http/context.ts';",
    'http/context.ts': '',
    'courses/service.ts': "export { x } from '../users/service.ts';",
    'users/service.ts': "const sessions = () => import('../auth/session/sessions.ts');",
    'jobs/worker.ts': "const lanes = () => import('../job-lanes.ts');",
    'job-lanes.ts': '',
    'auth/session/sessions.ts': "import { signIn } from '../service.ts';",
    'auth/service.ts': "import { users } from '../db/schema.ts';",
    'db/schema.ts': '',
    'reports/weekly.ts': "import { env } from '../env.ts';",
    'env.ts': '',
    // A test may import anything; a test helper may not be imported by production code.
    'db/client.test.ts': "import { createTestApp } from '../test-support/app.ts';",
    'test-support/app.ts': "import { AppEnv } from '../http/context.ts';",
    'http/register.ts': "import { audited } from '../audit/record.ts';",
    'audit/record.ts': "import type { Handler } from '../http/handler.ts';",
    'http/handler.ts': "import type { Answer } from './register.ts';",
  });

  it('finds an upward import, a sideways one and a folder with no floor, however they are written', () => {
    expect(layerViolations(knotted)).toEqual([
      { file: 'db/client.ts', imports: 'http/context.ts', unit: 'db', other: 'http' },
      { file: 'courses/service.ts', imports: 'users/service.ts', unit: 'courses', other: 'users' },
      { file: 'jobs/worker.ts', imports: 'job-lanes.ts', unit: 'jobs', other: 'job-lanes' },
      { file: 'auth/session/sessions.ts', imports: 'auth/service.ts', unit: 'auth/session', other: 'auth' },
      { file: 'reports/weekly.ts', imports: '', unit: 'reports', other: 'no floor: add it to FLOORS' },
      { file: 'http/register.ts', imports: 'audit/record.ts', unit: 'http', other: 'audit' },
    ]);
  });

  it('finds a cycle, though it runs through a type-only import', () => {
    expect(importCycles(knotted, SRC)).toEqual([
      ['audit/record.ts', 'http/handler.ts', 'http/register.ts', 'audit/record.ts'],
    ]);
  });

  it('is the order ARCHITECTURE.md draws', () => {
    expect(documentedFloors()).toEqual(FLOORS);
  });
});
