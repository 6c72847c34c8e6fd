import { describe, expect, it } from 'vitest';
import { readStartFiles, withStartFiles } from './start-files.ts';

const html = '<head><script id="theme-init">document.title;</script></head><body></body>';
const files = {
  entry: '/assets/index-1.js',
  app: ['/assets/a-2.js', '/assets/landing-3.js'],
  session: ['/assets/session-4.js', '/assets/menu-5.css'],
  archive: [],
};

describe('start files', () => {
  it('are written onto the theme-init tag and read back as they were', () => {
    const written = withStartFiles(html, files);
    expect(written).toContain('data-app-entry="/assets/index-1.js"');
    expect(written).toContain('id="theme-init"');
    expect(written).toContain('>document.title;</script>');
    expect(readStartFiles(written)).toEqual(files);
  });

  it('are absent from a page the build did not write (the dev server’s)', () => {
    expect(readStartFiles(html)).toBeNull();
  });

  it('need the theme-init tag', () => {
    expect(() => withStartFiles('<head></head>', files)).toThrow('theme-init');
  });
});
