import { describe, expect, it } from 'vitest';
import { cascadeOrder, firstPaintHtml, linkedModules, linkedStylesheets } from './first-paint.ts';

const viteHtml = `<html><head><title>t</title>
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/shared-2.js">
<link rel="stylesheet" crossorigin href="/assets/shared-2.css">
<link rel="stylesheet" crossorigin href="/assets/index-1.css">
<link rel="stylesheet" crossorigin href="/assets/global-styles-3.css">
</head><body><div id="root"><!--app-html--></div></body></html>`;

describe('first paint', () => {
  it('reads the stylesheets and modules Vite linked', () => {
    expect(linkedStylesheets(viteHtml)).toEqual([
      '/assets/shared-2.css',
      '/assets/index-1.css',
      '/assets/global-styles-3.css',
    ]);
    expect(linkedModules(viteHtml)).toEqual(['/assets/index-1.js', '/assets/shared-2.js']);
  });

  it('puts Mantine’s global rules first and keeps the rest in their order', () => {
    expect(cascadeOrder(linkedStylesheets(viteHtml))).toEqual([
      '/assets/global-styles-3.css',
      '/assets/shared-2.css',
      '/assets/index-1.css',
    ]);
  });

  it('inlines the stylesheets in order, leaves each a disabled link, drops the scripts and fills #root', () => {
    const html = firstPaintHtml({
      html: viteHtml,
      appHtml: '<main>歡迎</main>',
      stylesheets: [
        { href: '/assets/global-styles-3.css', css: ':root{--a:1}' },
        { href: '/assets/shared-2.css', css: '.b{}' },
        { href: '/assets/index-1.css', css: '.c{}' },
        { href: '/assets/landing-4.css', css: '.d{}' },
      ],
    });
    expect(html).toContain('<style>:root{--a:1}\n.b{}\n.c{}\n.d{}</style>');
    expect(html).toContain('<title>t</title><style>');
    expect(html).not.toMatch(/>\s*\n\s*</);
    expect(linkedStylesheets(html)).toEqual([]);
    expect(html).toContain('<link rel="stylesheet" href="/assets/landing-4.css" disabled>');
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('</head>'));
    expect(linkedModules(html)).toEqual([]);
    expect(html).toContain('<div id="root"><main>歡迎</main></div>');
  });

  it('refuses a page without its place for the markup, or a stylesheet that would end the style element', () => {
    const args = { appHtml: '', stylesheets: [] };
    expect(() => firstPaintHtml({ ...args, html: '<html></html>' })).toThrow('<!--app-html-->');
    expect(() =>
      firstPaintHtml({ ...args, html: viteHtml, stylesheets: [{ href: '/x.css', css: 'a{}</style>' }] }),
    ).toThrow('/x.css');
  });
});
