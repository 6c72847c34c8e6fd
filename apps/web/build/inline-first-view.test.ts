import { describe, expect, it } from 'vitest';
import { inlineFirstViewScripts } from './inline-first-view.ts';

const html = '<head><script id="theme-init" src="/first-view/theme-init.js"></script></head>';

describe('inlining the first-view scripts', () => {
  it('writes each script minified in place of its src, keeping its other attributes', () => {
    const source = `(() => {
  // Which colour scheme the page starts in.
  const preferred = localStorage.getItem('theme-preference');
  document.documentElement.dataset.scheme = preferred === 'light' ? 'light' : 'dark';
})();
`;
    const inlined = inlineFirstViewScripts(html, (name) => (name === 'theme-init.js' ? source : ''));
    const script = /<script id="theme-init">(.*)<\/script>/s.exec(inlined)?.[1] ?? '';
    expect(script).not.toContain('Which colour scheme');
    expect(script).not.toContain('preferred');
    expect(script.length).toBeLessThan(source.length * 0.7);
    const dataset: Record<string, string> = {};
    new Function('localStorage', 'document', script)(
      { getItem: () => 'light' },
      { documentElement: { dataset } },
    );
    expect(dataset.scheme).toBe('light');
  });

  it('keeps a script that writes a closing script tag from ending its own tag early', () => {
    const inlined = inlineFirstViewScripts(html, () => 'document.write("</script>");');
    expect(inlined.match(/<\/script/gi)).toHaveLength(1);
  });
});
