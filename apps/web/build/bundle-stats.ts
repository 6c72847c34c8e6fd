// A build plugin that records which modules went into each chunk, for the bundle report (`pnpm bench`) and for
// answering "what pulls this into the first load?". Written to dist/.vite, which the server does not serve.
import type { Plugin } from 'vite';

/** dist/.vite/bundle-stats.json: per chunk, its modules and how many bytes each contributed. */
export const BUNDLE_STATS_FILE = '.vite/bundle-stats.json';

export type BundleStats = {
  chunks: Array<{
    file: string;
    isEntry: boolean;
    isDynamicEntry: boolean;
    /** Chunks this one imports statically: they load with it. */
    imports: string[];
    dynamicImports: string[];
    /** Largest first; bytes of rendered code before minification, so a share rather than a download size. */
    modules: Array<{ id: string; bytes: number }>;
  }>;
};

/** `/abs/node_modules/.pnpm/@mantine+core@9/node_modules/@mantine/core/esm/x.mjs` → `@mantine/core/esm/x.mjs`. */
export function shortModuleId(id: string, root: string): string {
  const clean = id.replace(/\?.*$/, '').replace(/^\0/, '');
  const inPackage = clean.lastIndexOf('/node_modules/');
  if (inPackage >= 0) return clean.slice(inPackage + '/node_modules/'.length);
  return clean.startsWith(root) ? clean.slice(root.length).replace(/^\//, '') : clean;
}

export function bundleStats({ root }: { root: string }): Plugin {
  return {
    name: 'pastexam:bundle-stats',
    apply: 'build',
    // The browser's bundle only: the prerender's build for Node is no one's download.
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle(_options, bundle) {
      const stats: BundleStats = { chunks: [] };
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        stats.chunks.push({
          file: output.fileName,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          modules: Object.entries(output.modules)
            .map(([id, module]) => ({ id: shortModuleId(id, root), bytes: module.renderedLength }))
            .filter((module) => module.bytes > 0)
            .sort((a, b) => b.bytes - a.bytes),
        });
      }
      this.emitFile({ type: 'asset', fileName: BUNDLE_STATS_FILE, source: JSON.stringify(stats) });
    },
  };
}
