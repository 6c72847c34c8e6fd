// Runs before the first paint (a blocking script in <head>, not an inline one, so the Content-Security-Policy
// can stay at script-src 'self'): it applies the saved theme, so a light-theme user never sees a dark flash.
// The key is the contract's storageKeys.themePreference.
(() => {
  let scheme = 'dark';
  try {
    if (localStorage.getItem('theme-preference') === 'light') scheme = 'light';
  } catch {
    // Storage unavailable: the default applies.
  }
  document.documentElement.classList.toggle('dark', scheme === 'dark');
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
