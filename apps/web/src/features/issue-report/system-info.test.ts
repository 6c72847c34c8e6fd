import { describe, expect, it } from 'vitest';
import { collectSystemInfo, detectBrowser, detectOs, UNKNOWN_BROWSER, UNKNOWN_OS } from './system-info.ts';

/** Real user agents, as each browser sends them. */
const agents = {
  chromeWindows10:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
  firefoxWindows81: 'Mozilla/5.0 (Windows NT 6.3; Win64; x64; rv:115.0) Gecko/20100101 Firefox/115.0',
  chromeWindows7:
    'Mozilla/5.0 (Windows NT 6.1; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Safari/537.36',
  firefoxWindowsXp: 'Mozilla/5.0 (Windows NT 5.1; rv:52.0) Gecko/20100101 Firefox/52.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
  firefoxLinux: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  edgeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 EdgA/131.0.2903.87',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
  chromeIpad:
    'Mozilla/5.0 (iPad; CPU OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  firefoxIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15',
  curl: 'curl/8.5.0',
} as const;

describe('detectOs', () => {
  it.each([
    ['Windows NT 10.0 as Windows 10/11', agents.chromeWindows10, 'Win32', 'Windows 10/11'],
    ['Windows NT 6.3 as Windows 8.1', agents.firefoxWindows81, 'Win32', 'Windows 8.1'],
    ['Windows NT 6.1 as Windows 7', agents.chromeWindows7, 'Win32', 'Windows 7'],
    ['an older Windows as plain Windows', agents.firefoxWindowsXp, 'Win32', 'Windows'],
    ['a Mac as macOS', agents.safariMac, 'MacIntel', 'macOS'],
    ['desktop Linux as Linux', agents.firefoxLinux, 'Linux x86_64', 'Linux'],
    ['Android as Android, not Linux', agents.chromeAndroid, 'Linux armv8l', 'Android'],
    ['an iPhone as iOS, not macOS', agents.safariIphone, 'iPhone', 'iOS'],
    ['an iPad as iOS', agents.chromeIpad, 'iPad', 'iOS'],
  ])('recognises %s', (_case, userAgent, platform, expected) => {
    expect(detectOs(userAgent, platform)).toBe(expected);
  });

  it.each([
    ['Win32', 'Windows'],
    ['MacIntel', 'macOS'],
    ['Linux x86_64', 'Linux'],
    ['iPhone', 'iOS'],
  ])('falls back to the platform %s when the user agent names no system', (platform, expected) => {
    expect(detectOs(agents.curl, platform)).toBe(expected);
  });

  it('says it does not know when neither names a system', () => {
    expect(detectOs(agents.curl, '')).toBe(UNKNOWN_OS);
  });
});

describe('detectBrowser', () => {
  it.each([
    ['Chrome with its major version', agents.chromeWindows10, 'Chrome 131'],
    ['Edge, though its agent also names Chrome and Safari', agents.edgeWindows, 'Edge 131'],
    ['Edge on Android', agents.edgeAndroid, 'Edge 131'],
    ['Firefox', agents.firefoxLinux, 'Firefox 133'],
    ['Firefox on iOS', agents.firefoxIphone, 'Firefox 133'],
    ['Safari on a Mac', agents.safariMac, 'Safari 17'],
    ['Safari on an iPhone', agents.safariIphone, 'Safari 17'],
    ['Chrome on Android, though its agent also names Safari', agents.chromeAndroid, 'Chrome 131'],
    ['Chrome on an iPad', agents.chromeIpad, 'Chrome 131'],
  ])('recognises %s', (_case, userAgent, expected) => {
    expect(detectBrowser(userAgent)).toBe(expected);
  });

  it('says it does not know other clients', () => {
    expect(detectBrowser(agents.curl)).toBe(UNKNOWN_BROWSER);
  });
});

describe('collectSystemInfo', () => {
  it("reads this browser's agent, platform, language and page, stamped with the given time", () => {
    window.happyDOM?.setURL('http://127.0.0.1/archive?course=7');
    const info = collectSystemInfo(new Date('2026-03-04T05:06:07.000Z'));
    expect(info).toEqual({
      userAgent: navigator.userAgent,
      platform: navigator.platform,
      language: navigator.language,
      url: 'http://127.0.0.1/archive?course=7',
      timestamp: '2026-03-04T05:06:07.000Z',
    });
  });
});
