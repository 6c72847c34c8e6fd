// One chunk for the first load. Modules the entry needs that some lazy chunk needs too are emitted by Rolldown
// as small chunks of their own (rolldown/rolldown#10731), so a first visit fetched ~20 files where one would do;
// over HTTP/1.1 each costs a round trip. The build runs twice (scripts/build.ts): the first pass records which
// modules the entry's chunks and the landing page's hold (every page starts with both: see start-files.ts),
// and the second puts exactly those in one chunk. Any
// other way to name them (a package list, Rolldown's `$initial` tag) also catches what a barrel file re-exports
// but only a lazy chunk uses, and would move it into the first load.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** Where the first pass leaves the ids of the entry's modules (dist/.vite is not served). */
export const FIRST_LOAD_FILE = '.vite/first-load-modules.json';

/** The environment variable through which scripts/build.ts hands that file to the second pass. */
export const FIRST_LOAD_ENV = 'PASTEXAM_FIRST_LOAD_MODULES';

/** The chunk name of the first load's modules (besides the entry's own). */
export const FIRST_LOAD_CHUNK = 'app';

type CodeSplittingGroup = {
  name: string;
  test: (id: string) => boolean;
  includeDependenciesRecursively: boolean;
};

/** The group holding the modules the first pass recorded; none on a first pass (or in development). */
export function firstLoadGroup(file: string | undefined): CodeSplittingGroup[] {
  if (!file) return [];
  const ids = new Set<string>(JSON.parse(readFileSync(file, 'utf8')));
  // Exactly the recorded modules: following their imports would also take in what a barrel file re-exports.
  return [{ name: FIRST_LOAD_CHUNK, test: (id) => ids.has(id), includeDependenciesRecursively: false }];
}

/** The landing page's split route module: every page's first load fetches its chunk (see start-files.ts). */
const LANDING_ROUTE = /src\/routes\/_guest\/index\.tsx\?tsr-split=component$/;

/** A chunk's defining module: the entry (index.html and main.tsx) and the landing page's route module. */
const isRootModule = (id: string) =>
  LANDING_ROUTE.test(id) || /(?:index\.html|src\/main\.tsx)(?:\?.*)?$/.test(id);

/**
 * Records the ids of the modules in the entry's chunks (except the entry's own) and in the landing page's (except
 * its route module, which stays the chunk the router asks for), for the second pass.
 */
export function recordFirstLoad(): Plugin {
  return {
    name: 'pastexam:record-first-load',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const chunks = new Map<string, { imports: string[]; moduleIds: string[]; root: boolean }>();
      const roots: string[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const root = output.isEntry || LANDING_ROUTE.test(output.facadeModuleId ?? '');
        chunks.set(output.fileName, { imports: output.imports, moduleIds: output.moduleIds, root });
        if (root) roots.push(output.fileName);
      }
      const ids = new Set<string>();
      const seen = new Set<string>();
      const visit = (file: string) => {
        const chunk = chunks.get(file);
        if (!chunk || seen.has(file)) return;
        seen.add(file);
        for (const id of chunk.moduleIds) if (!chunk.root || !isRootModule(id)) ids.add(id);
        for (const imported of chunk.imports) visit(imported);
      };
      for (const root of roots) visit(root);
      this.emitFile({ type: 'asset', fileName: FIRST_LOAD_FILE, source: JSON.stringify([...ids]) });
    },
  };
}
