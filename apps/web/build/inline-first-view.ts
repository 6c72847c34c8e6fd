// The scripts that run before the first paint (first-view/*.js) are written into index.html's <head> rather than
// fetched: a script file there blocks rendering until it has arrived, a round trip before anything shows. The
// Content-Security-Policy allows exactly these scripts by the hash of their text, which the build's seal lists
// (@pastexam/api-contract/web-build; docs/decisions/011). The same HTML in development and in the build. Every
// page carries them, so they go minified: their comments and names are for the reader of the files.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { minifySync, type Plugin } from 'vite';

/** `<script … src="/first-view/NAME.js" …></script>` in index.html: the script is inlined, its other attributes kept. */
const FIRST_VIEW_SCRIPT = /<script\b([^>]*?)\s+src="\/first-view\/([\w-]+\.js)"([^>]*)><\/script>/g;

const firstViewDir = join(import.meta.dirname, '..', 'first-view');

/** The HTML with each first-view script's text in place of its `src`. */
export function inlineFirstViewScripts(html: string, read: (name: string) => string): string {
  return html.replace(FIRST_VIEW_SCRIPT, (_tag, before: string, name: string, after: string) => {
    const { code, errors } = minifySync(name, read(name));
    if (errors.length > 0) throw new Error(`first-view/${name} cannot be minified: ${errors[0]?.message}`);
    const source = code.trim();
    if (/<\/script/i.test(source))
      throw new Error(`first-view/${name} cannot be inlined: it contains </script`);
    return `<script${before}${after}>${source}</script>`;
  });
}

export function inlineFirstView(): Plugin {
  return {
    name: 'pastexam:inline-first-view',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        inlineFirstViewScripts(html, (name) => readFileSync(join(firstViewDir, name), 'utf8')),
    },
  };
}
