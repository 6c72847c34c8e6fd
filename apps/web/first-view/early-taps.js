// Runs before the first paint, inline in index.html (build/inline-first-view.ts). The prerendered landing page
// shows 登入 and the theme switch before React has hydrated them, and a tap there would do nothing. Until the app
// takes over, a tap on a button of the page is held here, and the app plays it again once it has hydrated
// (src/lib/early-taps.ts). Links are left alone: they work from the HTML.
(() => {
  const taps = [];
  const root = () => document.getElementById('root');
  const hold = (event) => {
    if (window.__pastexamEarlyTaps !== taps) return;
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    const container = root();
    if (!button || !container?.contains(button)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // Where it is among the page's buttons too, should React have drawn the page afresh rather than hydrated it.
    taps.push({ button, index: [...container.querySelectorAll('button')].indexOf(button) });
  };
  window.__pastexamEarlyTaps = taps;
  document.addEventListener('click', hold, true);
})();
