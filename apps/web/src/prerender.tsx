import type { Locale } from '@pastexam/api-contract/locales';
import { loadCatalogue, loadLocale, translator, translatorFor } from '@pastexam/ui/i18n';
import { archivesMessages } from '@pastexam/ui/messages/archives';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import type { PageWords } from '../build/page-language.ts';
import { AppRoot } from './app/app.tsx';
import { createApp, LANDING_ROUTE_ID } from './app/create-app.ts';

// The build's second entry (scripts/prerender.ts runs it in Node): the page a guest sees on /, rendered to
// HTML, which main.tsx then hydrates. Everything here mirrors main.tsx, so both draw the same tree.

/** A session storage that holds nothing: the page is rendered for a guest. */
function emptyStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
    clear: () => items.clear(),
  };
}

/** The page's words outside #root, in `locale`: its title, its description and the archive overview's frame. */
export async function landingHead(locale: Locale): Promise<PageWords> {
  await Promise.all([loadLocale(locale), loadCatalogue(archivesMessages, locale)]);
  const t = translator(locale);
  const archives = translatorFor(archivesMessages, locale);
  return {
    title: t('topBar.title'),
    description: t('landing.description'),
    overviewTitle: archives('archives.title'),
    overviewHint: archives('archives.overviewHint'),
  };
}

/** The markup of #root for a guest on /, in `locale`. */
export async function renderLanding(locale: Locale): Promise<string> {
  await loadLocale(locale);
  const { services, router } = createApp({
    storage: emptyStorage(),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    prerender: true,
  });
  await router.load();
  if (!router.state.matches.some((match) => match.routeId === LANDING_ROUTE_ID)) {
    throw new Error(`/ did not lead a guest to the landing page (${router.state.location.pathname})`);
  }
  return renderToString(<AppRoot services={services} router={router} locale={locale} />);
}
