// One chunk for the first load. Modules the entry needs that some lazy chunk needs too are emitted by Rolldown
// as small chunks of their own (rolldown/rolldown#10731), so a first visit fetched ~20 files where one would do;
// over HTTP/1.1 each costs a round trip. The build runs twice (scripts/build.ts): the first pass records which
// modules the entry's chunks and the landing page's hold (every page starts with both: see start-files.ts),
// and the second puts exactly those in one chunk. Any
// other way to name them (a package list, Rolldown's `$initial` tag) also catches what a barrel file re-exports
// but only a lazy chunk uses, and would move it into the first load. A signed-in start is gathered the same way
// (signedInGroup).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { z } from 'zod';
import { isContractModule } from './contract-chunk.ts';
import { ARCHIVE_LATER, CALLER_START, SIGNED_IN_START } from './start-files.ts';

/** Where the first pass leaves the ids of the modules it records (dist/.vite is not served). */
export const FIRST_LOAD_FILE = '.vite/first-load-modules.json';

/** The environment variable through which scripts/build.ts hands that file to the second pass. */
export const FIRST_LOAD_ENV = 'PASTEXAM_FIRST_LOAD_MODULES';

/** The chunk name of the first load's modules (besides the entry's own). */
export const FIRST_LOAD_CHUNK = 'app';

/** The chunk name of what the landing page fetches once drawn (see firstLoadGroup). */
export const LANDING_LATER_CHUNK = 'landing-parts';

/** The chunk name of what a signed-in visitor's start fetches beyond the first load (see signedInGroup). */
export const SIGNED_IN_CHUNK = 'signed-in';

/** The chunk name of what a signed-in start shares with a guest's other pages (see signedInGroup). */
export const GUEST_SHARED_CHUNK = 'guest-shared';

/** The chunk name of what the archive page fetches once drawn and other signed-in pages need to start. */
export const ROUTES_SHARED_CHUNK = 'routes-shared';

/** The chunk name of what the archive page fetches once drawn (`ARCHIVE_LATER`; see signedInGroup). */
export const SIGNED_IN_LATER_CHUNK = 'signed-in-later';

const recordedSchema = z.object({
  firstLoad: z.array(z.string()),
  landingLater: z.array(z.string()),
  guestShared: z.array(z.string()),
  signedIn: z.array(z.string()),
  routesShared: z.array(z.string()),
  signedInLater: z.array(z.string()),
});
type Recorded = z.infer<typeof recordedSchema>;

type CodeSplittingGroup = {
  name: string;
  test: (id: string) => boolean;
  includeDependenciesRecursively: boolean;
};

const readRecorded = (file: string): Recorded => recordedSchema.parse(JSON.parse(readFileSync(file, 'utf8')));

/**
 * Exactly the recorded modules, as one chunk: following their imports would also take in what a barrel file
 * re-exports.
 */
const exactly = (name: string, ids: Iterable<string>): CodeSplittingGroup => {
  const set = new Set(ids);
  return { name, test: (id) => set.has(id), includeDependenciesRecursively: false };
};

/**
 * The group holding the first load's modules, and the one holding what the landing page fetches once drawn (its
 * figures and announcements, but for the contract): a guest fetches all of that, and a signed-in page most of it
 * (its badges, skeletons and formats), one file where it was some twenty. That one is not the first load's
 * chunk: it imports the contract, which imports the first load. None on a first pass (or in development).
 */
export function firstLoadGroup(file: string | undefined): CodeSplittingGroup[] {
  if (!file) return [];
  const { firstLoad, landingLater } = readRecorded(file);
  return [exactly(FIRST_LOAD_CHUNK, firstLoad), exactly(LANDING_LATER_CHUNK, landingLater)];
}

/**
 * The group holding what a signed-in visitor's start fetches beyond the first load: the modules of the chunks
 * every signed-in page asks for (`SIGNED_IN_START`) and of the archive page's, where such a visitor lands, but
 * not those chunks' own modules (the router and the app ask for those chunks by name) nor the contract's (a
 * chunk of its own). Rolldown otherwise cuts them into some 70 files by which lazy chunks share them, a round
 * trip apiece. A lazy chunk elsewhere that shares a module with them (a guest's sign-in dialog, an admin's
 * panel) fetches this chunk whole; a signed-in visitor has it already. What a guest's pages (the sign-in's
 * return, 取消訂閱) share with it is a chunk of its own, so they never fetch it. Then the group of what the archive
 * page fetches once drawn (`ARCHIVE_LATER`, their own modules too): one chunk where it was some twenty files, which
 * every signed-in page fetches once drawn, for the top bar's counts; what another signed-in page needs to start of
 * it is a chunk of its own, so no page waits for the archive page's late code.
 */
export function signedInGroup(file: string | undefined): CodeSplittingGroup[] {
  if (!file) return [];
  const { guestShared, signedIn, routesShared, signedInLater } = readRecorded(file);
  return [
    exactly(GUEST_SHARED_CHUNK, guestShared),
    exactly(SIGNED_IN_CHUNK, signedIn),
    exactly(ROUTES_SHARED_CHUNK, routesShared),
    exactly(SIGNED_IN_LATER_CHUNK, signedInLater),
  ];
}

/** The landing page's split route module: every page's first load fetches its chunk (see start-files.ts). */
const LANDING_ROUTE = /src\/routes\/_guest\/index\.tsx\?tsr-split=component$/;
/** A page a guest may open (the sign-in's return, 取消訂閱 from an e-mail): any route outside `_auth`. */
const GUEST_ROUTE = /src\/routes\/(?!_auth\/).*\?tsr-split=component$/;
/** A signed-in page's split route module. */
const AUTH_ROUTE = /src\/routes\/_auth\/.*\?tsr-split=component$/;
/** The archive page's split route module: where a signed-in visitor lands. */
const ARCHIVE_ROUTE = /src\/routes\/_auth\/archive\.tsx\?tsr-split=component$/;

/** A chunk's defining module: the entry (index.html and main.tsx) and the landing page's route module. */
const isRootModule = (id: string) =>
  LANDING_ROUTE.test(id) || /(?:index\.html|src\/main\.tsx)(?:\?.*)?$/.test(id);

type ChunkFacts = { imports: string[]; dynamicImports: string[]; moduleIds: string[]; facade: string | null };

/**
 * The first pass's chunks, and ways to take their modules: each chunk is taken once, by the first call that
 * reaches it through static imports.
 */
function chunkGraph(bundle: Rolldown.OutputBundle) {
  const chunks = new Map<string, ChunkFacts>();
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk') continue;
    chunks.set(output.fileName, {
      imports: output.imports,
      dynamicImports: output.dynamicImports,
      moduleIds: output.moduleIds,
      facade: output.isEntry ? 'entry' : output.facadeModuleId,
    });
  }
  const seen = new Set<string>();
  /** The modules `keeps` keeps of `roots`' chunks and of what they import, beyond chunks taken before. */
  const gather = (roots: string[], keeps: (facade: string | null, id: string) => boolean) => {
    const ids = new Set<string>();
    const visit = (file: string, facade: string | null) => {
      const chunk = chunks.get(file);
      if (!chunk || seen.has(file)) return;
      seen.add(file);
      for (const id of chunk.moduleIds) if (keeps(facade, id)) ids.add(id);
      for (const imported of chunk.imports) visit(imported, null);
    };
    for (const file of roots) visit(file, chunks.get(file)?.facade ?? null);
    return [...ids];
  };
  /** The chunks `roots` reach through static imports, beyond chunks taken before; none is taken. */
  const reach = (roots: string[]) => {
    const found = new Set<string>();
    const visit = (file: string) => {
      const chunk = chunks.get(file);
      if (!chunk || seen.has(file) || found.has(file)) return;
      found.add(file);
      for (const imported of chunk.imports) visit(imported);
    };
    for (const file of roots) visit(file);
    return found;
  };
  return {
    gather,
    /** Takes what `roots` reach, keeping none of it. */
    skip: (roots: string[]) => {
      gather(roots, () => false);
    },
    /** The modules of the chunks both sets of roots reach, but for the roots' own and the contract's. */
    shared: (one: string[], other: string[]) => {
      const theirs = reach(other);
      const both = [...reach(one)].filter((file) => theirs.has(file));
      return gather(both, (facade, id) => id !== facade && !isContractModule(id));
    },
    /** The chunks whose defining module passes `test` ('entry' for the entry's). */
    rootsWhere: (test: (facade: string) => boolean) =>
      [...chunks].flatMap(([file, chunk]) => (chunk.facade !== null && test(chunk.facade) ? [file] : [])),
    dynamicImportsOf: (files: string[]) => files.flatMap((file) => chunks.get(file)?.dynamicImports ?? []),
  };
}

/**
 * Records, for the second pass, the ids of the modules in the entry's chunks (except the entry's own) and in the
 * landing page's (except its route module, which stays the chunk the router asks for); those of the chunks the
 * landing page asks for once drawn; those of the chunks a signed-in start fetches beyond them, except each such
 * chunk's own module; and those of the chunks the archive page asks for once drawn; and, before each of the last
 * two, what it shares with a guest's other pages and with other signed-in pages. Each chunk is taken once, by the
 * first of these that reaches it; the typed caller's chunks, and the rest of what a guest's other pages and other
 * signed-in pages need to start, are taken by none.
 */
export function recordFirstLoad(): Plugin {
  let root = '';
  return {
    name: 'pastexam:record-first-load',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const { gather, skip, shared, rootsWhere, dynamicImportsOf } = chunkGraph(bundle);
      const notContract = (_facade: string | null, id: string) => !isContractModule(id);
      const facadesOf = (keys: string[]) => new Set(keys.map((key) => resolve(root, key)));

      const landingRoots = rootsWhere((facade) => LANDING_ROUTE.test(facade));
      const firstLoad = gather(
        rootsWhere((facade) => facade === 'entry' || LANDING_ROUTE.test(facade)),
        (facade, id) => facade === null || !isRootModule(id),
      );
      // The typed caller stays chunks of its own, which the app asks for by name.
      const callerFacades = facadesOf(CALLER_START);
      skip(rootsWhere((facade) => callerFacades.has(facade)));
      // What the landing page fetches once drawn (its figures and announcements), but for the contract.
      const landingLater = gather(dynamicImportsOf(landingRoots), notContract);
      // What a guest's other pages fetch stays out of the signed-in chunk, which they would fetch whole; what
      // they share with it is a chunk of its own.
      const signedInFacades = facadesOf(SIGNED_IN_START);
      const signedInRoots = rootsWhere((facade) => signedInFacades.has(facade) || ARCHIVE_ROUTE.test(facade));
      const guestRoutes = rootsWhere((facade) => GUEST_ROUTE.test(facade));
      const guestShared = shared(signedInRoots, guestRoutes);
      skip(guestRoutes);
      const signedIn = gather(signedInRoots, (facade, id) => id !== facade && !isContractModule(id));
      // Likewise what another signed-in page needs to start, and what the archive page fetches once drawn.
      const laterFacades = facadesOf(ARCHIVE_LATER);
      const laterRoots = rootsWhere((facade) => laterFacades.has(facade));
      const otherRoutes = rootsWhere((facade) => AUTH_ROUTE.test(facade));
      const routesShared = shared(laterRoots, otherRoutes);
      skip(otherRoutes);
      const signedInLater = gather(laterRoots, notContract);
      const recorded: Recorded = {
        firstLoad,
        landingLater,
        guestShared,
        signedIn,
        routesShared,
        signedInLater,
      };
      this.emitFile({ type: 'asset', fileName: FIRST_LOAD_FILE, source: JSON.stringify(recorded) });
    },
  };
}
