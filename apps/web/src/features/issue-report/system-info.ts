import { type SystemInfo, systemInfoSchema } from '@pastexam/api-contract';

/** Shown when nothing in the user agent or platform names an OS or browser that product §7.4 lists. */
export const UNKNOWN_OS = '未知作業系統';
export const UNKNOWN_BROWSER = '未知瀏覽器';

/** The Windows NT kernel versions product §7.4 names; 10.0 is shared by Windows 10 and 11. */
const windowsVersions: Record<string, string> = {
  '10.0': 'Windows 10/11',
  '6.3': 'Windows 8.1',
  '6.1': 'Windows 7',
};

/**
 * The operating system a report names (product §7.4: macOS, Windows 10/11, 8.1, 7, Linux, Android, iOS).
 * The user agent decides first; the platform only when the user agent says nothing, as reduced or
 * customised user agents do.
 */
export function detectOs(userAgent: string, platform: string): string {
  // Order matters: iOS agents say "like Mac OS X" and Android agents say "Linux".
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'iOS';
  if (/Android/.test(userAgent)) return 'Android';
  const windows = /Windows NT (\d+\.\d+)/.exec(userAgent);
  if (windows) return windowsVersions[windows[1] ?? ''] ?? 'Windows';
  if (/Windows/.test(userAgent)) return 'Windows';
  if (/Macintosh|Mac OS X/.test(userAgent)) return 'macOS';
  if (/Linux/.test(userAgent)) return 'Linux';

  if (/^(iPhone|iPad|iPod)/.test(platform)) return 'iOS';
  if (/^Win/.test(platform)) return 'Windows';
  if (/^Mac/.test(platform)) return 'macOS';
  if (/Android/.test(platform)) return 'Android';
  if (/Linux/.test(platform)) return 'Linux';
  return UNKNOWN_OS;
}

/**
 * The browser and major version (product §7.4: Chrome, Firefox, Safari, Edge). Edge and Chrome agents also
 * name Safari, and Edge agents name Chrome, so the most specific token is looked for first.
 */
export function detectBrowser(userAgent: string): string {
  const rules: [name: string, pattern: RegExp][] = [
    ['Edge', /(?:Edg|EdgA|EdgiOS)\/(\d+)/],
    ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
    ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
    ['Safari', /Version\/(\d+).*Safari\//],
  ];
  for (const [name, pattern] of rules) {
    const match = pattern.exec(userAgent);
    if (match) return `${name} ${match[1] ?? ''}`.trim();
  }
  if (/Safari\//.test(userAgent)) return 'Safari';
  return UNKNOWN_BROWSER;
}

/** What the browser says about itself at the moment of the report (product §7.4 system info). */
export function collectSystemInfo(now: Date = new Date()): SystemInfo {
  return systemInfoSchema.parse({
    userAgent: navigator.userAgent,
    platform: navigator.platform,
    language: navigator.language,
    url: window.location.href,
    timestamp: now.toISOString(),
  });
}
