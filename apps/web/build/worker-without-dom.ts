import type { Plugin } from 'vite';

/**
 * Packages whose browser build reaches for the DOM, which a worker does not have, each with the file of its
 * build that does without. Markdown's parser (micromark) decodes named character references (`&copy;`) through
 * a DOM element in a browser; the Markdown worker (packages/ui: markdown.worker.ts) needs the table instead.
 */
const withoutDom: Record<string, { browser: RegExp; instead: string }> = {
  'decode-named-character-reference': { browser: /index\.dom\.js$/, instead: 'index.js' },
};

/** For the workers' bundles: resolves those packages to their builds without the DOM. */
export function workerWithoutDom(): Plugin {
  return {
    name: 'pastexam:worker-without-dom',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const build = withoutDom[source];
      if (!build) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? { ...resolved, id: resolved.id.replace(build.browser, build.instead) } : null;
    },
  };
}
