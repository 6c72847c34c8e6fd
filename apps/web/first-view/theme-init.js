// Runs before the first paint, inline in index.html's <head> (build/inline-first-view.ts; the
// Content-Security-Policy allows it by its hash). The keys are the contract's storageKeys (checked by
// src/app/theme-init.test.ts).
(() => {
  const root = document.documentElement;
  const own = document.currentScript;

  // The saved theme, so a light-theme user never sees a dark flash.
  let scheme = 'dark';
  try {
    if (localStorage.getItem('theme-preference') === 'light') scheme = 'light';
  } catch {
    // Storage unavailable: the default applies.
  }
  root.classList.toggle('dark', scheme === 'dark');
  root.setAttribute('data-mantine-color-scheme', scheme);

  // Which first view the HTML shows until the app has started: the prerendered landing page (a guest on /), the
  // archive's overview frame (a session opening it), or the skeleton of the app's frame (any other page).
  let stored = false;
  try {
    stored = sessionStorage.getItem('authToken') !== null;
  } catch {
    // Storage unavailable: nobody can be signed in.
  }
  const session = stored || /(?:^#|&)access_token=/.test(location.hash);

  // The language (src/lib/locale.ts): the one chosen here, else the browser's first Chinese or English, else
  // English for a browser asking only for others. The landing page is prerendered in the language the server
  // chose from the browser's (data-landing-locale="en" on the English one): a reader of the other language sees
  // the skeleton until the app draws the page in theirs.
  let saved = null;
  try {
    saved = localStorage.getItem('locale');
  } catch {
    // Storage unavailable: the browser's languages decide.
  }
  const languages = navigator.languages || [];
  const first = languages
    .map((tag) => tag.toLowerCase().split('-')[0])
    .find((tag) => tag === 'zh' || tag === 'en');
  const english =
    saved === 'en' || saved === 'zh-TW' ? saved === 'en' : first ? first === 'en' : languages.length > 0;
  root.lang = english ? 'en' : 'zh-Hant-TW';
  const englishMarkup = root.getAttribute('data-landing-locale') === 'en';
  const landing = location.pathname === '/' && !session && english === englishMarkup;
  root.setAttribute('data-first-view', landing ? 'landing' : session && overview() ? 'archive' : 'app');

  // Whether the app will open the archive's overview (src/features/archives/hooks/use-last-course.ts): /archive
  // with no course when none is kept to reopen, or where a sign-in from single sign-on leads when it kept no other
  // page (src/lib/return-to.ts). Its frame, heading and hint then show at once (index.html's skeleton-archive).
  function overview() {
    try {
      let page = location.pathname + location.search;
      if (location.pathname === '/login/callback') page = sessionStorage.getItem('returnTo') || '/archive';
      if (page === '/archive?overview=true') return true;
      return page === '/archive' && localStorage.getItem('selectedSubject') === null;
    } catch {
      return false;
    }
  }

  // Fetching the app. The build lists its files on this tag (the dev server's page has none: Vite loads it).
  const data = own ? own.dataset : {};
  if (!data.appEntry) return;
  const files = (list) => (list || '').split(' ').filter(Boolean);
  const preload = (href) => {
    const link = document.createElement('link');
    if (href.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else {
      link.rel = 'modulepreload';
    }
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  };
  const start = () => {
    for (const href of files(data.appModules)) preload(href);
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = data.appEntry;
    document.head.append(script);
  };
  // A signed-in start needs these too: fetched beside the entry rather than one after the other.
  if (session) {
    for (const href of files(data.sessionModules)) preload(href);
    if (!location.pathname.startsWith('/admin')) for (const href of files(data.archiveModules)) preload(href);
  }
  if (!landing) {
    start();
    return;
  }
  // The landing page is all there already: the app is fetched once it has painted, so nothing competes with
  // it (at the latest after a second, should the browser not paint, e.g. in a background tab).
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    start();
  };
  requestAnimationFrame(() => setTimeout(startOnce, 0));
  setTimeout(startOnce, 1000);
})();
