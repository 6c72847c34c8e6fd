import '@pastexam/ui/styles/base.css';
import { landingLocaleAttribute } from '@pastexam/api-contract/locales';
import { loadLocale } from '@pastexam/ui/i18n';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from './app/app.tsx';
import { createApp, LANDING_ROUTE_ID } from './app/create-app.ts';
import { prepareHydration } from './app/router.tsx';
import { applyHtmlLang, startLocale } from './lib/locale.ts';

// The build adds each component's styles beside it; the dev server serves Mantine pre-bundled, so all of them.
if (import.meta.env.DEV) void import('@pastexam/ui/styles.css');

/**
 * The HTML holds the landing page prerendered for a guest on / (the build's prerender) and a skeleton for any
 * other page; first-view/theme-init.js chose which one shows, and fetched this module (for a guest on / after the
 * page had painted). A guest on / gets the prerendered page hydrated, everyone else a fresh render that
 * replaces the skeleton once it has drawn.
 */
async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const html = document.documentElement;
  const { services, router } = createApp({ storage: window.sessionStorage });
  // The language chosen on this device, else the browser's; English's catalogue is fetched alongside the
  // first page's guards and code, which are settled before anything renders, as the prerender did.
  const locale = startLocale(window.localStorage, navigator.languages);
  applyHtmlLang(locale);
  await Promise.all([router.load(), loadLocale(locale)]);
  const app = <AppRoot services={services} router={router} locale={locale} />;
  const onLanding = router.state.matches.some((match) => match.routeId === LANDING_ROUTE_ID);
  // The landing page is prerendered in one language: in the other it is drawn afresh rather than hydrated.
  const prerendered = html.dataset.firstView === 'landing' && container.firstElementChild !== null;
  const markupLocale = html.getAttribute(landingLocaleAttribute) === 'en' ? 'en' : 'zh-TW';
  if (onLanding && prerendered && locale === markupLocale) {
    prepareHydration(router);
    hydrateRoot(container, app);
    return;
  }
  // React replaces the hidden landing markup as it commits the page, not before: the skeleton keeps the
  // theme's variables that markup carries until then.
  const root = createRoot(container);
  // As a transition React renders the first page in slices, so the browser stays responsive meanwhile.
  startTransition(() => root.render(app));
}

void start();
