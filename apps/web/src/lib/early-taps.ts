// Taps held by index.html's early handler (first-view/early-taps.js) while the prerendered page showed but the
// app had not yet hydrated it: played again, in order, once it has, so 登入 opens its dialog and the theme switch
// switches even when tapped before the app's code had arrived.

type HeldTap = { button: Element; index: number };

function isHeldTap(value: unknown): value is HeldTap {
  if (typeof value !== 'object' || value === null) return false;
  return Reflect.get(value, 'button') instanceof Element && typeof Reflect.get(value, 'index') === 'number';
}

/**
 * Ends the holding of taps and plays the held ones on the page React now runs: on the same button when React
 * hydrated it, or on the button in its place when React drew the page afresh.
 */
export function replayEarlyTaps(): void {
  const held: unknown = Reflect.get(window, '__pastexamEarlyTaps');
  Reflect.deleteProperty(window, '__pastexamEarlyTaps');
  if (!Array.isArray(held)) return;
  const buttons = () => [...(document.getElementById('root')?.querySelectorAll('button') ?? [])];
  for (const tap of held.filter(isHeldTap)) {
    const button = tap.button.isConnected ? tap.button : buttons()[tap.index];
    if (button instanceof HTMLElement) button.click();
  }
}
