// Only the Mantine styles the app uses, in the chunk that uses them. Every Mantine component reads its class
// names from a `<Name>.module.mjs` file, and Mantine ships that component's rules as `styles/<Name>.css`; this
// plugin makes the first import the second, so a component's CSS follows its JavaScript into whatever chunk the
// build puts it in (the shell's into the first load, a dialog's into the dialog's chunk) and no list of
// components has to be kept by hand. A component's dependencies are imported before it, so their rules come
// first, as in Mantine's own styles.css. The global rules (reset, default variables, helper classes) are the
// app's own import: `@pastexam/ui/styles/base.css`.
import type { Plugin } from 'vite';

const CORE_MODULE = /\/@mantine\/core\/esm\/(?:components|utils)\/(?:.+\/)?([A-Za-z]+)\.module\.mjs$/;
const NOTIFICATIONS_MODULE = /\/@mantine\/notifications\/esm\/Notifications\.module\.mjs$/;

/** The stylesheet that holds the rules of a Mantine class-name module, or null for any other module. */
export function mantineStylesheetFor(id: string): string | null {
  const path = id.replace(/\?.*$/, '');
  const core = CORE_MODULE.exec(path);
  if (core?.[1]) return `@mantine/core/styles/${core[1]}.css`;
  if (NOTIFICATIONS_MODULE.test(path)) return '@mantine/notifications/styles.css';
  return null;
}

export function mantineStyles(): Plugin {
  return {
    name: 'pastexam:mantine-styles',
    // The dev server pre-bundles Mantine into one file, where no component module is left to follow; there
    // the app loads Mantine's whole stylesheet instead (src/main.tsx).
    apply: 'build',
    transform(code, id) {
      const stylesheet = mantineStylesheetFor(id);
      if (!stylesheet) return null;
      return { code: `import ${JSON.stringify(stylesheet)};\n${code}`, map: null };
    },
  };
}
