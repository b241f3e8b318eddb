/** The first name whose pattern the User-Agent matches, in order (Edge says Chrome too, so it comes first). */
const BROWSERS: Array<[RegExp, string]> = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS/, 'Firefox'],
  [/Chrome\/|CriOS|Chromium/, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: Array<[RegExp, string]> = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

const first = (list: Array<[RegExp, string]>, ua: string) => list.find(([re]) => re.test(ua))?.[1];

/** 'Firefox on Windows': a browser and system a person recognises, read from a User-Agent header. */
export function deviceLabel(userAgent: string | undefined | null): string {
  const browser = first(BROWSERS, userAgent ?? '');
  const system = first(SYSTEMS, userAgent ?? '');
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}
