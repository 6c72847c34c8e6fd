// Which files a page starts with, written by the build onto index.html's <script id="theme-init"> tag and
// fetched by that script (first-view/theme-init.js): the app's entry and its modules (for a guest on / only once
// the prerendered page has painted), and, when a session is stored or arriving from single sign-on, the
// modules every signed-in page needs and those of the archive page, fetched at once beside the entry instead
// of one after the other. The size budgets read the same lists.

export type StartFiles = {
  /** The entry module. */
  entry: string;
  /** The modules it imports statically, and those of the landing page. */
  app: string[];
  /** What every signed-in page fetches as it starts (`SIGNED_IN_START`) beyond the app's modules. */
  session: string[];
  /** The archive page's chunk and what it imports, beyond the above: where a signed-in visitor lands. */
  archive: string[];
};

/**
 * Manifest keys of the chunks of the typed caller: the HTTP client and the contract's routes, which every page
 * calling the API fetches (a guest's landing page too, for its figures and announcements).
 */
export const CALLER_START = ['src/lib/http-transport.ts', 'src/api/contract-routes.ts'];

/**
 * Manifest keys of the chunks every signed-in page fetches as it starts, though nothing imports them
 * statically: the token decoder (the root guard), the HTTP client and the contract's routes (GET /users/me)
 * and the top bar's menus (選單 on a phone, the user's own beside their name).
 */
export const SIGNED_IN_START = [
  'src/lib/session-token.ts',
  'src/lib/http-transport.ts',
  'src/api/contract-routes.ts',
  '../../packages/ui/src/top-bar/mobile-menu.tsx',
  '../../packages/ui/src/top-bar/user-menu.tsx',
];

/**
 * Manifest keys of the chunks the archive page asks for once it is drawn, rendered or preloaded when the browser
 * is idle: the top bar's search box, 公告's and the bell's counts, the check for an announcement that opens by
 * itself, and the page's overview, preview, course drawer and not-found. The build puts them in one chunk.
 */
export const ARCHIVE_LATER = [
  'src/features/search/top-bar-search.tsx',
  'src/features/announcements/components/top-bar-notices.tsx',
  'src/features/notifications/components/top-bar-notifications.tsx',
  'src/features/announcements/components/sign-in-announcement.tsx',
  '../../packages/ui/src/archives/archive-overview.tsx',
  '../../packages/ui/src/archives/course-not-found.tsx',
  'src/app/archive-preview-with-discussion.tsx',
  'src/features/archives/components/course-list-drawer.tsx',
];

/** The opening tag of the theme's script (first-view/theme-init.js, inline in the built HTML). */
const THEME_INIT_TAG = /<script\b[^>]*\bid="theme-init"[^>]*>/;
const ATTRIBUTES = {
  entry: 'data-app-entry',
  app: 'data-app-modules',
  session: 'data-session-modules',
  archive: 'data-archive-modules',
} as const;

/** The HTML with the start files on the theme-init script's tag. */
export function withStartFiles(html: string, files: StartFiles): string {
  const tag = THEME_INIT_TAG.exec(html)?.[0];
  if (!tag) throw new Error('index.html has no <script id="theme-init">');
  const value = (list: string | string[]) => (Array.isArray(list) ? list.join(' ') : list);
  const attributes = Object.entries(ATTRIBUTES)
    .map(([key, name]) => ` ${name}="${value(files[key as keyof StartFiles])}"`)
    .join('');
  return html.replace(tag, tag.replace('<script', `<script${attributes}`));
}

/** The start files the build wrote into the HTML; null for an HTML without them (the dev server's). */
export function readStartFiles(html: string): StartFiles | null {
  const tag = THEME_INIT_TAG.exec(html)?.[0];
  const read = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag ?? '')?.[1];
  const entry = read(ATTRIBUTES.entry);
  if (!entry) return null;
  const list = (name: string) => (read(name) ?? '').split(' ').filter(Boolean);
  return {
    entry,
    app: list(ATTRIBUTES.app),
    session: list(ATTRIBUTES.session),
    archive: list(ATTRIBUTES.archive),
  };
}
