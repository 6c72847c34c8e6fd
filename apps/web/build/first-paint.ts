// How dist/index.html paints before any JavaScript has run: the landing page prerendered into #root, the
// stylesheets of the first page inlined into <head>, and no script but theme-init.js in the way (it fetches the
// app: see start-files.ts). Pure functions over the HTML Vite wrote, used by scripts/prerender.ts and the size
// budgets.

/** Where index.html takes the prerendered markup of #root. */
export const APP_HTML_MARK = '<!--app-html-->';

/**
 * The name of the chunk holding Mantine's global rules (vite.config.ts puts them there). Its stylesheet comes
 * first, as in Mantine's own styles.css, so every component's rules may override them.
 */
export const GLOBAL_STYLES_CHUNK = 'global-styles';

export type Stylesheet = { href: string; css: string };

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const MODULE_PRELOAD_LINK = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const HREF = /\bhref="([^"]+)"/;

function hrefOf(tag: string): string {
  const href = HREF.exec(tag)?.[1];
  if (!href) throw new Error(`a link without href: ${tag}`);
  return href;
}

/** The stylesheets index.html links, in document order, that are active (not `disabled`). */
export function linkedStylesheets(html: string): string[] {
  return [...html.matchAll(STYLESHEET_LINK)]
    .map(([tag]) => tag)
    .filter((tag) => !/\sdisabled\b/.test(tag))
    .map(hrefOf);
}

const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/;

/** The entry script and the modules Vite had the HTML preload for it, in that order. */
export function linkedModules(html: string): string[] {
  const preloads = [...html.matchAll(MODULE_PRELOAD_LINK)].map(([tag]) => hrefOf(tag));
  const entry = MODULE_SCRIPT.exec(html)?.[1];
  return entry ? [entry, ...preloads] : preloads;
}

/** Global rules first, then the rest in the order given (each file's dependencies come before it). */
export function cascadeOrder(hrefs: string[]): string[] {
  const isGlobal = (href: string) => href.split('/').pop()?.startsWith(`${GLOBAL_STYLES_CHUNK}-`) === true;
  return [...hrefs.filter(isGlobal), ...hrefs.filter((href) => !isGlobal(href))];
}

/**
 * The HTML with `appHtml` in #root, the given stylesheets inlined (in that order) where the first one was
 * linked, and Vite's entry script and modulepreloads taken out (theme-init.js fetches them). Each inlined
 * stylesheet keeps a `disabled` link: the browser does not fetch it, and Vite's loader, which skips a
 * stylesheet the page already links, does not add it a second time when a later chunk needs it (the repeated
 * rules would land after, and override, those of later components). The template's line breaks and indentation
 * between tags go: every page carries them, and no text of it sits between two tags on their own lines.
 */
export function firstPaintHtml({
  html,
  appHtml,
  stylesheets,
}: {
  html: string;
  appHtml: string;
  stylesheets: Stylesheet[];
}): string {
  if (html.split(APP_HTML_MARK).length !== 2) throw new Error(`index.html needs ${APP_HTML_MARK} once`);
  for (const { href, css } of stylesheets) {
    if (/<\/style/i.test(css)) throw new Error(`${href} cannot be inlined: it contains </style`);
  }
  const inlined = new Set(stylesheets.map(({ href }) => href));
  let out = html
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD_LINK, '')
    .replace(/>\s*\n\s*</g, '><');
  let anchor: number | undefined;
  out = out.replace(STYLESHEET_LINK, (tag, offset: number) => {
    if (!inlined.has(hrefOf(tag))) return tag;
    anchor ??= offset;
    return '';
  });
  const style = `<style>${stylesheets.map(({ css }) => css.trim()).join('\n')}</style>`;
  const markers = stylesheets.map(({ href }) => `<link rel="stylesheet" href="${href}" disabled>`).join('');
  const at = anchor ?? out.indexOf('</head>');
  out = `${out.slice(0, at)}${style}${markers}${out.slice(at)}`;
  return out.replace(APP_HTML_MARK, () => appHtml);
}
