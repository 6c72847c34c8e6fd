import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { replayEarlyTaps } from './early-taps.ts';

// first-view/early-taps.js runs inline in index.html before the app; replayEarlyTaps is what the app does once it
// has hydrated the page (app.tsx).
const source = readFileSync(join(import.meta.dirname, '..', '..', 'first-view', 'early-taps.js'), 'utf8');

/** The prerendered page: 登入 and the theme switch in #root, a link beside them; no handlers yet. */
function prerendered() {
  document.body.innerHTML =
    '<div id="root"><header><a href="#about">關於</a><button type="button">登入</button>' +
    '<button type="button" aria-label="切換主題">☾</button></header></div>';
  new Function(source)();
}

const button = (name: string) =>
  [...document.querySelectorAll('#root button')].find(
    (element) => element.textContent === name || element.getAttribute('aria-label') === name,
  );

/** What the app's handlers were given, in order, once it has hydrated. */
function hydrate(): string[] {
  const handled: string[] = [];
  document.getElementById('root')?.addEventListener('click', (event) => {
    if (event.target instanceof HTMLButtonElement) handled.push(event.target.textContent ?? '');
  });
  return handled;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('taps before the app has hydrated', () => {
  it('are held, and played in order on the same buttons once it has', () => {
    prerendered();
    const handlers = hydrate();
    button('登入')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    button('切換主題')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    // Held: the app's listener, in place early, sees nothing until the app has taken over.
    expect(handlers).toEqual([]);
    replayEarlyTaps();
    expect(handlers).toEqual(['登入', '☾']);
  });

  it('reach the button in its place when the app drew the page afresh', () => {
    prerendered();
    button('切換主題')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    const root = document.getElementById('root');
    root?.replaceChildren(...[...root.childNodes].map((node) => node.cloneNode(true)));
    const handlers = hydrate();
    replayEarlyTaps();
    expect(handlers).toEqual(['☾']);
  });

  it('are no longer held once the app runs, and links are never held', () => {
    prerendered();
    const handlers = hydrate();
    replayEarlyTaps();
    button('登入')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(handlers).toEqual(['登入']);
    const link = document.querySelector('#root a');
    const followed = link?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(followed).toBe(true);
  });
});
